import type { FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { historyCollection } from '../../src/shared/firebase/history';
import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import { resourceList } from '../../src/shared/resources/registry';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, inquiry, offer, teamMember } from '../../test-support/firebase/records';
import { withdrawalService } from './withdrawalService';
import { createLivePublicData, type LivePublicData } from '../content/firestorePublicData';
import { firestoreWithdrawals } from './firestoreWithdrawals';

let firestore: MemoryFirestore;
let data: LivePublicData;
const request = { ip: '198.51.100.7', log: { warn: () => {} } } as unknown as FastifyRequest;

beforeEach(() => {
  firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
});
afterEach(() => data.close());

const staff = () => createPortDataProvider(firestore, { resources: resourceList, actor: () => 'redaktion@rheinkontor-immobilien.de' });
const documents = (collection: string) =>
  [...(firestore.collections.get(collection)?.entries() ?? [])].map(([id, doc]) => ({ id, ...doc }));

describe('withdrawals in Firebase mode', () => {
  it('store the withdrawal, the inquiry’s new status, both history entries and the mails in one batch', async () => {
    await staff().update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
    const { data: member } = await staff().create('team', { data: teamMember('Anna Berger', 1) });
    const { data: listing } = await staff().create('properties', { data: offer('Altbau in Sülz', { contactPerson: member.id }) });
    const { data: asked } = await staff().create('inquiries', {
      data: { ...inquiry('Klara Kundin'), email: 'klara@example.org', topic: 'expose', property: listing.id, status: 'neu' },
    });
    const commits: number[] = [];
    const commit = firestore.commit.bind(firestore);
    firestore.commit = async (ops) => {
      commits.push(ops.length);
      return commit(ops);
    };

    const submit = withdrawalService({ data: firestoreWithdrawals(firestore, { data }), linkOrigin: 'https://www.rheinkontor.example' });
    const outcome = await submit(
      { name: 'Klara Kundin', email: 'Klara@Example.org', contract: 'Exposé-Anfrage zum Altbau in Sülz', website: '' },
      request,
    );

    expect(outcome).toMatchObject({ kind: 'received', confirmationSent: true });
    expect(commits).toEqual([6]);
    expect((await staff().getOne('inquiries', { id: asked.id })).data.status).toBe('widerrufen');
    const [stored] = documents('withdrawals');
    expect(stored).toMatchObject({ name: 'Klara Kundin', inquiry: asked.id, channel: 'online', createdBy: null });
    expect(
      documents(historyCollection('inquiries', asked.id)).some((entry) => (entry as { authorName?: string }).authorName === 'Website'),
    ).toBe(true);
    expect(documents(historyCollection('withdrawals', stored.id))).toHaveLength(1);
    const mails = documents(MAIL_COLLECTION) as unknown as { kind: string; to: string; related: object; message: { text: string } }[];
    expect(mails.map((mail) => [mail.kind, mail.to]).sort()).toEqual([
      ['withdrawal-confirmation', 'Klara@Example.org'],
      ['withdrawal-staff', 'anna@rheinkontor-immobilien.de'],
    ]);
    expect(mails.every((mail) => JSON.stringify(mail.related) === JSON.stringify({ collection: 'withdrawals', id: stored.id }))).toBe(true);
    expect(mails.find((mail) => mail.kind === 'withdrawal-confirmation')!.message.text).toContain('Exposé-Anfrage zum Altbau in Sülz');
  });

  it('stores a statement it cannot match without touching any inquiry', async () => {
    await staff().update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
    const submit = withdrawalService({ data: firestoreWithdrawals(firestore, { data }), linkOrigin: null });
    const outcome = await submit({ name: 'Max', email: 'max@example.org', contract: 'Besichtigung im Mai' }, request);
    expect(outcome.kind).toBe('received');
    expect(documents('withdrawals')[0]).toMatchObject({ inquiry: null });
    expect(
      documents(MAIL_COLLECTION)
        .map((mail) => (mail as { to?: string }).to)
        .sort(),
    ).toEqual(['info@rheinkontor-immobilien.de', 'max@example.org']);
  });
});
