// Threat: a visitor attaches any id to an inquiry – made up, an unpublished draft, a sold reference, a record of
// another collection – and staff take it as a fact (the dashboard counts inquiries per offer, shows the title).
// Defence: a reference a visitor writes must name a record the visitor may read, within the field's visitorScope
// (server/content/visitorReferences.ts; for inquiries: a current offer), checked on every visitor create in
// server/content/resourceRoutes.ts (embedded) and server/content/firestorePublicApi.ts (Firebase mode, tested in
// server/content/firestorePublicApi.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, validRecords, type SecurityApp } from '../../test-support/server/security/securityTestApp';

const UNAVAILABLE = 'Dieses Angebot ist nicht (mehr) verfügbar. Bitte senden Sie uns Ihre Frage über das Kontaktformular.';

let s: SecurityApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await createSecurityApp();
  ids.available = (await s.create('properties', validRecords.properties({ title: 'Verfügbar' }))).id;
  ids.reserved = (await s.create('properties', validRecords.properties({ title: 'Reserviert', status: 'reserviert' }))).id;
  ids.draft = (await s.create('properties', validRecords.properties({ title: 'Entwurf', published: false }))).id;
  ids.sold = (await s.create('properties', validRecords.properties({ title: 'Verkauft', status: 'verkauft', showAsReference: true }))).id;
  ids.teamMember = (await s.create('team', validRecords.team())).id;
}, 120_000);
afterAll(() => s.close());

const inquiriesAbout = (property: string) =>
  Number(
    s.app.db
      .prepare("SELECT count(*) FROM documents WHERE collection = 'inquiries' AND json_extract(data, '$.property') = ?")
      .pluck()
      .get(property),
  );

describe('the offer an inquiry is about', () => {
  it.each(['available', 'reserved'])('may be a current offer (%s)', async (which) => {
    const response = await s.call('POST', '/api/inquiries', {
      body: validRecords.inquiries({ topic: 'besichtigung', property: ids[which] }),
    });
    expect(response.statusCode).toBe(201);
    expect(inquiriesAbout(ids[which])).toBe(1);
  });

  it.each([
    ['a made-up id', () => 'gibt-es-nicht-123'],
    ['an unpublished offer', () => ids.draft],
    ['a sold reference', () => ids.sold],
    ['a record of another collection', () => ids.teamMember],
  ])('is refused with 422 and a German message on the field when it is %s; nothing is stored', async (_name, id) => {
    const response = await s.call('POST', '/api/inquiries', { body: validRecords.inquiries({ topic: 'expose', property: id() }) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: UNAVAILABLE, errors: { property: UNAVAILABLE } });
    expect(inquiriesAbout(id())).toBe(0);
  });

  it('is not checked for staff, who may note an inquiry about a listing before it is published', async () => {
    const response = await s.call('POST', '/api/inquiries', { staff: true, body: validRecords.inquiries({ property: ids.draft }) });
    expect(response.statusCode).toBe(201);
  });
});
