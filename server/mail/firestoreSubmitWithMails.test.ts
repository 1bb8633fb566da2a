import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import { createLivePublicData, type LivePublicData } from '../content/firestorePublicData';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, inquiry, offer, teamMember } from '../../test-support/firebase/records';
import { resourceList } from '../../src/shared/resources/registry';
import firebasePublicApi from '../content/firestorePublicApi';
import { submitWithMails } from './firestoreSubmitWithMails';

let firestore: MemoryFirestore;
let data: LivePublicData;
let app: FastifyInstance;

beforeEach(async () => {
  firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
  app = Fastify({ logger: false, trustProxy: true });
  await app.register(firebasePublicApi, {
    resources: resourceList,
    data,
    submit: submitWithMails(firestore, { data, linkOrigin: 'https://www.rheinkontor.example' }),
  });
  await app.ready();
});
afterEach(async () => {
  data.close();
  await app.close();
});

const staff = () => createPortDataProvider(firestore, { resources: resourceList, actor: () => 'redaktion@rheinkontor-immobilien.de' });
const mails = () =>
  [...(firestore.collections.get(MAIL_COLLECTION)?.entries() ?? [])].map(
    ([id, doc]) =>
      ({ id, ...doc }) as unknown as Record<string, unknown> & { kind: string; message: { subject: string; html: string; text: string } },
  );
const send = (payload: object, ip = '198.51.100.7') =>
  app.inject({ method: 'POST', url: '/api/inquiries', payload, headers: { 'x-forwarded-for': ip } });

describe('inquiries in Firebase mode', () => {
  it('are written in one batch with their mails, in the format of the Trigger Email extension', async () => {
    await staff().update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
    const { data: member } = await staff().create('team', { data: teamMember('Anna Berger', 1) });
    const { data: listing } = await staff().create('properties', { data: offer('Altbau in Sülz', { contactPerson: member.id }) });
    const commits: number[] = [];
    const commit = firestore.commit.bind(firestore);
    firestore.commit = async (ops) => {
      commits.push(ops.length);
      return commit(ops);
    };

    const response = await send({ ...inquiry('Klara Kundin'), email: 'klara@example.org', topic: 'expose', property: listing.id });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(commits).toEqual([3]);
    // What the visitor saw of the broker contract, written with the server's account.
    expect(firestore.collections.get('inquiries')?.get(id)).toMatchObject({
      commissionShown: 'Käuferprovision: 3,57 % inkl. MwSt. des Kaufpreises',
    });
    const [toStaff, confirmation] = ['inquiry-staff', 'inquiry-confirmation'].map((kind) => mails().find((mail) => mail.kind === kind)!);
    expect(toStaff).toMatchObject({
      to: 'anna@rheinkontor-immobilien.de',
      replyTo: 'klara@example.org',
      related: { collection: 'inquiries', id },
    });
    expect(toStaff.message.subject).toContain('Klara Kundin');
    expect(toStaff.message.html).toContain(`https://www.rheinkontor.example/angebote/${listing.id}`);
    expect(toStaff.message.text).toContain('Ich würde die Wohnung gern besichtigen.');
    expect(confirmation).toMatchObject({ to: 'klara@example.org', replyTo: 'anna@rheinkontor-immobilien.de' });
    expect(confirmation.message.text).not.toContain('Ich würde die Wohnung gern besichtigen.');
    // The extension writes delivery itself; a document that came with one would never be sent.
    expect(mails().every((mail) => !('delivery' in mail) && !('from' in mail))).toBe(true);
  });

  it('hold confirmations back beyond five a day to one address, never the staff mail', async () => {
    await staff().update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
    for (let i = 0; i < 7; i++)
      expect((await send({ ...inquiry('Opfer'), email: 'opfer@example.org' }, `198.51.100.${i}`)).statusCode).toBe(201);
    expect(mails().filter((mail) => mail.kind === 'inquiry-staff')).toHaveLength(7);
    expect(mails().filter((mail) => mail.kind === 'inquiry-confirmation')).toHaveLength(5);
  });

  it('count confirmations per mailbox whatever the spelling, address the visitor bare and link to the configured origin whatever the Host', async () => {
    await staff().update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
    const { data: listing } = await staff().create('properties', { data: offer('Altbau in Sülz') });
    const spellings = [
      'Opfer@Example.org',
      'opfer+1@example.org',
      'OPFER+2@EXAMPLE.ORG',
      'opfer+3@example.org',
      'opfer@example.org',
      'opfer+4@example.org',
      'Opfer+5@example.org',
    ];
    for (const [i, email] of spellings.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...inquiry('Gewinn! Jetzt abholen auf gewinn.example'), email, topic: 'expose', property: listing.id },
        headers: { host: 'localhost:6666', 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(response.statusCode).toBe(201);
    }
    const confirmations = mails().filter((mail) => mail.kind === 'inquiry-confirmation');
    expect(confirmations).toHaveLength(5);
    // toName is what the Postausgang shows as the addressee: never the visitor's own text.
    expect(confirmations.every((mail) => mail.toName === null)).toBe(true);
    expect(confirmations[0].message.html).toContain(`https://www.rheinkontor.example/angebote/${listing.id}`);
    expect(JSON.stringify(mails())).not.toContain('localhost:6666');
  });

  it('store the inquiry alone while the agency has no address to send from or to', async () => {
    expect((await send(inquiry('Früh'))).statusCode).toBe(201);
    expect(firestore.collections.get('inquiries')?.size).toBe(1);
    expect(mails()).toEqual([]);
  });
});
