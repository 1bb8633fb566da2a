import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../scripts/buildAll';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { KEYWORDS_FIELD } from '../../src/shared/firebase/keywords';
import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import { resourceList } from '../../src/shared/resources/registry';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, offer } from '../../test-support/firebase/records';
import { readConfig } from '../config';
import pages from '../render/pages';
import { productionRenderer } from '../render/productionRenderer';
import valuationRoutes from './valuationRoutes';
import { browserCheckedSession } from '../auth/firebaseDeferredSession';
import { submitWithVisitorRights } from '../content/firestorePublicApi';
import { createLivePublicData, type LivePublicData } from '../content/firestorePublicData';
import { submitWithMails } from '../mail/firestoreSubmitWithMails';
import { firebaseValuations } from './firestoreValuations';
import { ownerAnswers as owner } from '../../test-support/valuation/ownerAnswers';

let firestore: MemoryFirestore;
let data: LivePublicData;
let app: FastifyInstance;
let client = 0;

const staff = () => createPortDataProvider(firestore, { resources: resourceList, actor: () => 'redaktion@rheinkontor-immobilien.de' });
const stored = (collection: string) =>
  [...(firestore.collections.get(collection)?.entries() ?? [])].map(([id, doc]) => ({ id, ...doc }) as Record<string, unknown>);
const mails = () =>
  stored(MAIL_COLLECTION) as (Record<string, unknown> & { kind: string; to: string; message: { subject: string; text: string } })[];
const post = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/valuations',
    payload: payload as object,
    headers: { 'x-forwarded-for': `198.51.100.${++client}` },
  });

/** The agency with its valuer, and the Marktdaten the model falls back to. */
async function agencyWithValuer() {
  const { data: valuer } = await staff().create('team', {
    data: {
      name: 'Dr. Markus Hilgers',
      role: 'Immobilienbewertung',
      email: 'bewertung@example.org',
      phone: '0221 123456-15',
      order: 1,
      published: true,
    },
  });
  await staff().update('settings', {
    id: 'agency',
    data: { ...agency, id: 'agency', valuationContact: valuer.id },
    previousData: { id: 'agency' },
  });
  for (const entry of [
    { district: 'suelz', objectType: 'wohnung', low: 4_600, middle: 5_400, high: 6_200 },
    { district: 'rodenkirchen', objectType: 'grundstueck', low: 1_000, middle: 1_200, high: 1_400 },
  ]) {
    await staff().create('marketPrices', { data: entry });
  }
}

const warnings: string[] = [];

/** The API as app.ts registers it in Firebase mode, with or without the server's account. */
async function start(serverAccount = true, withPage = false) {
  app = Fastify({ logger: false, trustProxy: true });
  const submit = serverAccount
    ? submitWithMails(firestore, { data, linkOrigin: 'https://www.rheinkontor.example' })
    : submitWithVisitorRights(firestore);
  if (withPage) {
    await ensureBuild();
    await app.register(fastifyCookie);
    await app.register(pages, {
      renderer: await productionRenderer(readConfig({ DIST_DIR: process.env.DIST_DIR }).distDir),
      session: browserCheckedSession,
      data,
    });
  }
  await app.register(valuationRoutes, {
    submit: firebaseValuations({ port: firestore, data, submit, serverAccount, log: (_level, message) => warnings.push(message) }),
    withPage,
  });
  await app.ready();
}

beforeEach(() => {
  firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
});
afterEach(async () => {
  data.close();
  await app?.close();
});

describe('valuation requests in Firebase mode', () => {
  it('answer with the estimate and store the inquiry with its answers, its estimate and both mails in one batch', async () => {
    await agencyWithValuer();
    await start();
    const commits: number[] = [];
    const commit = firestore.commit.bind(firestore);
    firestore.commit = async (ops) => {
      commits.push(ops.length);
      return commit(ops);
    };

    const response = await post(owner);
    expect(response.statusCode).toBe(201);
    const { id, estimate } = response.json();
    // The same figures as in the embedded backend (server/valuation/valuationRoutes.test.ts): Sülz flats, Marktdaten.
    expect(estimate).toMatchObject({ basis: 'market', comparables: 0, widened: true, area: 85, areaKind: 'living' });
    expect(estimate.total.middle).toBeGreaterThan(400_000);
    expect(estimate.total.middle).toBeLessThan(550_000);
    expect(commits).toEqual([3]);

    const { data: inquiry } = await staff().getOne('inquiries', { id });
    expect(inquiry).toMatchObject({
      ...owner,
      topic: 'bewertung',
      status: 'neu',
      estimateLow: estimate.total.low,
      estimateMiddle: estimate.total.middle,
      estimateHigh: estimate.total.high,
      estimatePerSqm: estimate.perSqm.middle,
      estimateComparables: 0,
      estimateBasis: 'market',
    });
    expect(inquiry.message).toContain('Online-Immobilienbewertung');
    // Found by the dashboard's search like every inquiry.
    expect(stored('inquiries')[0][KEYWORDS_FIELD]).toEqual(expect.arrayContaining(['erika']));

    const toValuer = mails().find((mail) => mail.kind === 'inquiry-staff')!;
    const toOwner = mails().find((mail) => mail.kind === 'inquiry-confirmation')!;
    expect(toValuer).toMatchObject({ to: 'bewertung@example.org', replyTo: 'erika@example.org', related: { collection: 'inquiries', id } });
    expect(toValuer.message.subject).toContain('Kostenlose Immobilienbewertung von Erika Mustermann');
    expect(toValuer.message.text).toContain('Angaben zur Immobilie');
    expect(toValuer.message.text).toContain('85 m²');
    expect(toValuer.message.text).toContain('Sülz');
    expect(toOwner).toMatchObject({ to: 'erika@example.org', replyTo: 'bewertung@example.org' });
    expect(toOwner.message.subject).toContain('Ihre Online-Immobilienbewertung');
    expect(toOwner.message.text).toContain(
      `${estimate.total.low.toLocaleString('de-DE')} € bis ${estimate.total.high.toLocaleString('de-DE')} €`,
    );
    expect(toOwner.message.text).toContain('ersetzt kein Wertgutachten');
    expect(toOwner.message.text.replace(/\s+/g, ' ')).toContain(
      'Dr. Markus Hilgers (Immobilienbewertung) bewertet Ihre Immobilie gern kostenlos',
    );
  });

  it('compare with every sale of the agency, also one visitors never see', async () => {
    await agencyWithValuer();
    for (const price of [500_000, 520_000, 540_000]) {
      await staff().create('properties', {
        data: offer('Verkaufte Wohnung', {
          status: 'verkauft',
          published: false,
          district: 'klettenberg',
          postcode: '50939',
          price,
          livingArea: 80,
          yearBuilt: 1986,
          condition: 'gepflegt',
        }),
      });
    }
    await start();
    const response = await post({
      ...owner,
      district: 'klettenberg',
      postcode: '50939',
      livingArea: 80,
      yearBuilt: 1986,
      lastModernisation: null,
      condition: 'gepflegt',
      features: [],
    });
    expect(response.statusCode).toBe(201);
    // 6,500 €/m² median, standard object: 80 m² × 6,500 € = 520,000 €, ±15 % with three sales.
    expect(response.json().estimate).toMatchObject({
      basis: 'comparables',
      comparables: 3,
      perSqm: { middle: 6_500 },
      total: { middle: 520_000, low: 442_000, high: 598_000 },
    });
  });

  it('refuse implausible, missing and forged answers in German, and store nothing', async () => {
    await agencyWithValuer();
    await start();
    const tiny = await post({ ...owner, livingArea: 5 });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().errors.livingArea).toBe(
      'Eine Wohnung mit 5 m² Wohnfläche ist sehr unwahrscheinlich. Bitte geben Sie einen Wert zwischen 15 und 500 m² an.',
    );
    expect((await post({ ...owner, objectType: undefined })).json().errors).toEqual({
      objectType: 'Bitte wählen Sie die Art Ihrer Immobilie.',
    });
    expect((await post({ ...owner, privacyConsent: false })).json().errors.privacyConsent).toContain('Datenschutzhinweise');
    expect((await post({ ...owner, postcode: '10115' })).json().errors.postcode).toContain('Kölner Postleitzahl');
    expect((await post({ ...owner, estimateMiddle: 1 })).json().errors.estimateMiddle).toBe('Dieses Feld ist unbekannt.');
    expect((await post([owner])).statusCode).toBe(400);
    expect(stored('inquiries')).toEqual([]);
    expect(mails()).toEqual([]);
  });

  it('drop a bot’s request that fills the honeypot, answering as if stored', async () => {
    await agencyWithValuer();
    await start();
    const bot = await post({ ...owner, website: 'https://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual({ id: 'danke', estimate: null });
    expect(stored('inquiries')).toEqual([]);
    expect(mails()).toEqual([]);
  });

  it('are stored without an estimate when the server has no account of its own to read the Marktdaten with', async () => {
    await agencyWithValuer();
    await start(false);
    const response = await post(owner);
    expect(response.statusCode).toBe(201);
    expect(response.json().estimate).toBeNull();
    const { data: inquiry } = await staff().getOne('inquiries', { id: response.json().id });
    expect(inquiry).toMatchObject({ topic: 'bewertung', livingArea: 85, estimateMiddle: null, estimateBasis: null });
  });

  it('are stored all the same, without an estimate, when Firestore refuses the model’s records', async () => {
    await agencyWithValuer();
    await start();
    const query = firestore.query.bind(firestore);
    firestore.query = async (spec, page) => {
      if (spec.collection === 'marketPrices') throw new Error('Missing or insufficient permissions.');
      return query(spec, page);
    };
    const response = await post(owner);
    expect(response.statusCode).toBe(201);
    expect(response.json().estimate).toBeNull();
    expect(stored('inquiries')).toHaveLength(1);
    expect(
      mails()
        .map((mail) => mail.kind)
        .sort(),
    ).toEqual(['inquiry-confirmation', 'inquiry-staff']);
    expect(warnings.at(-1)).toContain('Missing or insufficient permissions.');
  });

  it('work without JavaScript: the last step posted as a form stores the request and shows the estimate', async () => {
    await agencyWithValuer();
    await start(true, true);
    const fields: [string, string][] = [
      ['schritt', 'kontakt'],
      ['aktion', 'weiter'],
      ['objectType', 'grundstueck'],
      ['postcode', '50999'],
      ['district', 'rodenkirchen'],
      ['plotArea', '600'],
      ['purpose', 'information'],
      ['name', 'Max Mustermann'],
      ['email', 'max@example.org'],
      ['privacyConsent', 'ja'],
      ['website', ''],
    ];
    const done = await app.inject({
      method: 'POST',
      url: '/immobilienbewertung',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Ihre Online-Schätzung');
    // Rodenkirchen land: 1,200 €/m² middle × 600 m².
    expect(done.body).toContain('720.000 €');
    expect(stored('inquiries')).toHaveLength(1);
    expect(stored('inquiries')[0]).toMatchObject({ topic: 'bewertung', plotArea: 600, estimateMiddle: 720_000 });
    expect(
      mails()
        .map((mail) => mail.kind)
        .sort(),
    ).toEqual(['inquiry-confirmation', 'inquiry-staff']);
  }, 600_000);
});
