import { TOO_MANY_READS, type Refusal } from '../http/visitorReads';

/** A page's data for the browser app: `<page path>/_payload.json`. */
export const PAYLOAD_SUFFIX = '/_payload.json';

const TOO_MANY_RENDERS_PAGE = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Bitte warten Sie einen Moment</title></head>
<body><h1>Bitte warten Sie einen Moment</h1><p>${TOO_MANY_READS}</p></body>
</html>
`;

/** Over the limit, a page request gets a German page and a payload request the API's German JSON. */
export const refuseRender: Refusal = (reply) =>
  reply.request.url.split('?')[0].endsWith(PAYLOAD_SUFFIX)
    ? reply.header('cache-control', 'no-store').send({ message: TOO_MANY_READS })
    : reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(TOO_MANY_RENDERS_PAGE);
