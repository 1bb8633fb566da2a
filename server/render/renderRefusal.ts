import { pagePathFromPayloadPath } from '../../src/shared/ssr/payloadPath';
import { TOO_MANY_READS, type Refusal } from '../http/visitorReads';

const TOO_MANY_RENDERS_PAGE = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Bitte warten Sie einen Moment</title></head>
<body><h1>Bitte warten Sie einen Moment</h1><p>${TOO_MANY_READS}</p></body>
</html>
`;

/** Over the limit, a page request gets a German page and a payload request the API's German JSON. */
export const refuseRender: Refusal = (reply) =>
  pagePathFromPayloadPath(reply.request.url.split('?')[0]) !== null
    ? reply.header('cache-control', 'no-store').send({ message: TOO_MANY_READS })
    : reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(TOO_MANY_RENDERS_PAGE);
