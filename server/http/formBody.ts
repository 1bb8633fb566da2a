import type { FastifyInstance } from 'fastify';

/** Posted form fields: each name with all its values (checkboxes repeat a name). */
function fieldsOf(body: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) (fields[name] ??= []).push(value);
  return fields;
}

/**
 * Lets the calling plugin's routes read forms posted without JavaScript (application/x-www-form-urlencoded) as
 * name → values. Registered per plugin, so the rest of the API stays JSON-only.
 */
export function acceptFormPosts(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, fieldsOf(String(body))),
  );
}
