import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageValue } from '../../../src/shared/resources/imageValue';
import { brokerNote } from '../../../src/shared/listings/exposeFacts';
import { properties, type PropertyRecord } from '../../../src/shared/resources/properties';
import { resources } from '../../../src/shared/resources/registry';
import { withoutMeta } from '../../../src/shared/resources/recordTypes';
import { validateRecord } from '../../../src/shared/resources/validation';
import { openDatabase, type Db } from '../../db/database';
import { DocumentStore, type StoredRecord } from '../../db/documentStore';
import { PROPERTY_MOTIFS } from '../images/property';
import { propertyImageKinds, type DemoImageProvider } from './imageProvider';
import { checkedRecord, demoCounts, seedDemoContent } from './index';
import { demoInquiries } from './inquiries';
import { demoProperties } from './properties';

const TODAY = new Date().toISOString().slice(0, 10);
const CURRENT = new Set(['verfuegbar', 'reserviert']);
const PRICIEST_HOUSE_DISTRICTS = new Set(['hahnwald', 'marienburg', 'muengersdorf', 'junkersdorf']);
const POSTCODES: Record<string, string[]> = {
  suelz: ['50937'],
  lindenthal: ['50931', '50935'],
  ehrenfeld: ['50823', '50825'],
  nippes: ['50733'],
  deutz: ['50679'],
  rodenkirchen: ['50996'],
  hahnwald: ['50996'],
  marienburg: ['50968'],
  bayenthal: ['50968'],
  klettenberg: ['50939'],
  braunsfeld: ['50933'],
  junkersdorf: ['50858'],
  muengersdorf: ['50933'],
  'neustadt-nord': ['50672', '50668'],
  'neustadt-sued': ['50674', '50677'],
};
/** Upper bounds of the GEG classes for residential buildings, final energy in kWh/(m²·a). */
const CLASS_LIMITS: [string, number][] = [
  ['A+', 30],
  ['A', 50],
  ['B', 75],
  ['C', 100],
  ['D', 130],
  ['E', 160],
  ['F', 200],
  ['G', 250],
  ['H', Infinity],
];

const expectedClass = (value: number) => CLASS_LIMITS.find(([, limit]) => value < limit)![0];
const perSquareMetre = (amount: unknown, area: unknown) => (amount as number) / (area as number);
const plusYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

function fakeImages() {
  const calls: { kind: string; seed: number; alt: string }[] = [];
  const image = (id: string, alt: string): ImageValue => ({
    src: `/media/${id}/960.webp`,
    srcset: `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w`,
    width: 1600,
    height: 1067,
    alt,
  });
  const provider: DemoImageProvider = {
    property: async (kind, seed, alt) => {
      calls.push({ kind, seed, alt });
      return image(`demo-${kind}-${seed}`, alt);
    },
    portrait: async (seed, alt) => {
      calls.push({ kind: 'portrait', seed, alt });
      return image(`portrait-${seed}`, alt);
    },
  };
  return { provider, calls };
}

const all = (store: DocumentStore, collection: string) =>
  store.list(collection, { conditions: [], sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 1_000 }).data;

describe('seedDemoContent', () => {
  let db: Db;
  let store: DocumentStore;
  let calls: ReturnType<typeof fakeImages>['calls'];
  let offers: StoredRecord[];
  let references: StoredRecord[];

  beforeEach(async () => {
    db = openDatabase(':memory:');
    store = new DocumentStore(db);
    const fake = fakeImages();
    calls = fake.calls;
    await seedDemoContent(store, fake.provider);
    const stored = all(store, 'properties');
    offers = stored.filter((record) => CURRENT.has(record.status as string));
    references = stored.filter((record) => !CURRENT.has(record.status as string));
  });
  afterEach(() => db.close());

  it('creates the announced number of records in every collection', () => {
    for (const [collection, count] of Object.entries(demoCounts)) expect(store.count(collection), collection).toBe(count);
    expect(demoCounts).toMatchObject({ team: 6, testimonials: 8, numbers: 4, settings: 1, inquiries: 5 });
    expect(store.get('settings', 'agency')).toMatchObject({
      companyName: 'Rheinkontor Immobilien GmbH',
      email: 'info@rheinkontor-immobilien.de',
    });
  });

  it('stores only records that pass the declarations', () => {
    for (const resource of Object.values(resources)) {
      for (const record of all(store, resource.name)) {
        const result = validateRecord(resource as never, withoutMeta(record));
        expect(result.success ? 'ok' : result.errors, `${resource.name} ${record.id}`).toBe('ok');
      }
    }
  });

  it('has enough current offers, references and drafts of every kind', () => {
    expect(offers.length).toBeGreaterThanOrEqual(14);
    expect(offers.filter((offer) => offer.marketingType === 'kauf' && !offer.isNewBuild).length).toBeGreaterThanOrEqual(5);
    expect(offers.filter((offer) => offer.marketingType === 'miete').length).toBeGreaterThanOrEqual(5);
    expect(offers.filter((offer) => offer.isNewBuild).length).toBeGreaterThanOrEqual(4);
    expect(offers.filter((offer) => offer.status === 'reserviert').length).toBeGreaterThanOrEqual(2);
    expect(offers.filter((offer) => offer.status === 'reserviert').length).toBeLessThanOrEqual(3);
    expect(offers.filter((offer) => offer.featured && offer.published).length).toBeGreaterThanOrEqual(2);
    expect(offers.filter((offer) => offer.featured).length).toBeLessThanOrEqual(4);
    expect(offers.filter((offer) => !offer.published)).toHaveLength(2);
    expect(new Set(offers.map((offer) => offer.district))).toEqual(new Set(Object.keys(POSTCODES)));

    expect(references.length).toBeGreaterThanOrEqual(6);
    for (const reference of references) expect(reference).toMatchObject({ showAsReference: true, published: true });
    expect(references.filter((reference) => reference.showPriceInReference)).toHaveLength(2);
    expect(new Set(references.map((reference) => reference.status))).toEqual(new Set(['verkauft', 'vermietet']));
  });

  it('offers at least two published rentals in Sülz, one with 2–3 rooms', () => {
    const suelz = offers.filter((offer) => offer.district === 'suelz' && offer.marketingType === 'miete' && offer.published);
    expect(suelz.length).toBeGreaterThanOrEqual(2);
    expect(suelz.some((offer) => (offer.rooms as number) >= 2 && (offer.rooms as number) <= 3)).toBe(true);
  });

  it('prices per m² within the Cologne ranges, rounded like a real listing', () => {
    const stored = [...offers, ...references];
    const flats = stored.filter((record) => record.marketingType === 'kauf' && record.objectType === 'wohnung');
    for (const flat of flats) {
      const [low, high] = flat.isNewBuild ? [6_000, 7_500] : [4_000, 7_500];
      expect(perSquareMetre(flat.price, flat.livingArea), flat.title as string).toBeGreaterThanOrEqual(low);
      expect(perSquareMetre(flat.price, flat.livingArea), flat.title as string).toBeLessThanOrEqual(high);
    }
    const houses = stored.filter((record) => record.marketingType === 'kauf' && record.objectType === 'haus');
    const housePrice = (record: StoredRecord) => perSquareMetre(record.price, record.livingArea);
    for (const house of houses) expect(house.plotArea, house.title as string).toBeGreaterThan(0);
    const priciest = houses.filter((house) => PRICIEST_HOUSE_DISTRICTS.has(house.district as string)).map(housePrice);
    const others = houses.filter((house) => !PRICIEST_HOUSE_DISTRICTS.has(house.district as string)).map(housePrice);
    expect(Math.min(...priciest)).toBeGreaterThan(Math.max(...others));
    for (const record of stored.filter((record) => record.marketingType === 'kauf'))
      expect((record.price as number) % 5_000, record.title as string).toBe(0);

    for (const rental of stored.filter((record) => record.marketingType === 'miete')) {
      const coldPerM2 = perSquareMetre(rental.coldRent, rental.livingArea);
      expect(coldPerM2, rental.title as string).toBeGreaterThanOrEqual(11);
      expect(coldPerM2, rental.title as string).toBeLessThanOrEqual(16);
      const heating = rental.heatingIncluded ? 0 : (rental.heatingCosts as number);
      expect(rental.warmRent, rental.title as string).toBe((rental.coldRent as number) + (rental.utilities as number) + heating);
      expect(rental.deposit, rental.title as string).toBe(3 * (rental.coldRent as number));
    }
  });

  it('states the commission the law allows, structured for every sale', () => {
    for (const record of [...offers, ...references]) {
      if (record.marketingType === 'miete')
        expect(record.commission).toMatch(/^Für Mieter provisionsfrei – (die Vermieterin|der Vermieter) hat uns beauftragt\.$/);
      else if (record.isNewBuild)
        expect(record).toMatchObject({ buyerCommission: 'provisionsfrei', commission: expect.stringMatching(/Bauträgerin/) });
      else expect(record).toMatchObject({ buyerCommission: 'halbteilung', buyerCommissionPercent: 3.57 });
    }
    for (const flat of offers.filter((offer) => offer.marketingType === 'kauf' && offer.objectType === 'wohnung'))
      expect(flat.houseFee).toBeGreaterThan(0);
  });

  it('never says the buyer pays no commission and then that buyer and seller share it', () => {
    for (const record of [...offers, ...references].filter((record) => record.marketingType === 'kauf')) {
      const note = brokerNote(record as unknown as PropertyRecord, 'Rheinkontor Immobilien');
      const paysNone = record.buyerCommission === 'provisionsfrei';
      expect(note.includes('teilen sich Käufer und Verkäufer die Provision'), record.title as string).toBe(!paysNone);
    }
    // The new-build units, the penthouse among them, are the demo's sales without a buyer's commission.
    expect(offers.filter((offer) => offer.isNewBuild).every((offer) => offer.buyerCommission === 'provisionsfrei')).toBe(true);
  });

  it('gives every advertised offer with a certificate the GEG § 87 data, consistent and valid', () => {
    const advertised = offers.filter((offer) => offer.published);
    const withCertificate = advertised.filter(
      (offer) => offer.energyCertificateType === 'bedarf' || offer.energyCertificateType === 'verbrauch',
    );
    expect(advertised.filter((offer) => offer.energyCertificateType === 'nicht-erforderlich')).toHaveLength(1);
    expect(advertised.filter((offer) => offer.energyCertificateType === 'liegt-nicht-vor')).toHaveLength(1);
    expect(withCertificate).toHaveLength(advertised.length - 2);
    for (const offer of withCertificate) {
      const label = offer.title as string;
      expect(offer, label).toMatchObject({ buildingKind: 'wohngebaeude', energyIncludesHotWater: true });
      for (const field of [
        'energyValue',
        'energySource',
        'yearBuilt',
        'efficiencyClass',
        'energyCertificateIssued',
        'energyCertificateValidUntil',
      ])
        expect(offer[field], `${label}: ${field}`).not.toBeNull();
      expect(offer.efficiencyClass, label).toBe(expectedClass(offer.energyValue as number));
      expect(offer.energyCertificateValidUntil, label).toBe(plusYears(offer.energyCertificateIssued as string, 10));
      expect(offer.energyCertificateIssued as string, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((offer.energyCertificateIssued as string) <= TODAY, label).toBe(true);
      expect((offer.energyCertificateValidUntil as string) > TODAY, label).toBe(true);
      expect((offer.energyCertificateIssued as string) >= `${offer.yearBuilt}`, label).toBe(true);
    }
  });

  it('keeps listing data consistent: postcodes, numbers, texts and contacts', () => {
    const teamIds = new Set(all(store, 'team').map((member) => member.id));
    const objectNumbers = new Set<unknown>();
    for (const record of [...offers, ...references]) {
      const label = record.title as string;
      expect(POSTCODES[record.district as string], label).toContain(record.postcode);
      expect(record.city, label).toBe('Köln');
      expect(record.objectNumber, label).toMatch(/^RK-20\d{2}-\d{3}$/);
      expect(objectNumbers.has(record.objectNumber), `${label}: duplicate object number`).toBe(false);
      objectNumbers.add(record.objectNumber);
      expect(record.bedrooms as number, label).toBeLessThan(record.rooms as number);
      expect(teamIds.has(record.contactPerson as string), label).toBe(true);
      expect((record.images as ImageValue[]).length, label).toBeGreaterThan(0);
      for (const field of ['description', 'locationDescription', 'featuresDescription', 'otherInformation']) {
        const html = record[field];
        if (typeof html !== 'string') continue;
        expect(html.replace(/<\/?(p|ul|li|strong|em)>/g, ''), `${label}: ${field}`).not.toMatch(/[<>]/);
        expect(html, `${label}: ${field}`).not.toMatch(/lorem|ipsum/i);
      }
      if (record.published && CURRENT.has(record.status as string)) {
        expect((record.description as string).match(/<p>/g)?.length ?? 0, label).toBeGreaterThanOrEqual(3);
        // The generator draws apartment plans only.
        expect((record.floorPlans as ImageValue[]).length, label).toBe(record.objectType === 'wohnung' ? 1 : 0);
      }
    }
    expect(offers.filter((offer) => offer.showExactAddress).length).toBeLessThan(offers.length / 2);
  });

  it('asks the image provider for known kinds with German alt texts', () => {
    const kinds = new Set<string>(propertyImageKinds);
    expect(PROPERTY_MOTIFS).toEqual(expect.arrayContaining([...kinds]));
    const propertyCalls = calls.filter((call) => call.kind !== 'portrait');
    expect(calls.filter((call) => call.kind === 'portrait')).toHaveLength(6);
    for (const call of propertyCalls) expect(kinds.has(call.kind), call.kind).toBe(true);
    for (const call of calls) expect(call.alt.length, call.kind).toBeGreaterThan(10);
    expect(new Set(propertyCalls.map((call) => call.seed)).size).toBe(propertyCalls.length);
    for (const member of all(store, 'team')) expect((member.photo as ImageValue).alt).toContain(member.name as string);
  });

  it('links inquiries to the properties their messages name', () => {
    const stored = all(store, 'inquiries');
    expect(new Set(stored.map((inquiry) => inquiry.topic))).toEqual(
      new Set(['expose', 'besichtigung', 'bewertung', 'allgemein', 'vermietung']),
    );
    for (const [index, seed] of demoInquiries.entries()) {
      if (seed.propertyIndex === undefined) continue;
      expect(seed.message, seed.name).toContain(demoProperties[seed.propertyIndex].objectNumber);
      const inquiry = stored.find((record) => record.name === seed.name)!;
      expect(store.get('properties', inquiry.property as string)?.objectNumber, `inquiry ${index}`).toBe(
        demoProperties[seed.propertyIndex].objectNumber,
      );
    }
    expect(stored.every((inquiry) => inquiry.privacyConsent === true)).toBe(true);
  });

  it('refuses to seed a database that already has content', async () => {
    await expect(seedDemoContent(store, fakeImages().provider)).rejects.toThrow(/empty database/);
    expect(store.count('properties')).toBe(demoCounts.properties);
  });
});

describe('checkedRecord', () => {
  it('names the record and the field of invalid demo data', () => {
    expect(() =>
      checkedRecord(properties, '#99 "Kaputt"', {
        title: 'Kaputt',
        marketingType: 'kauf',
        usage: 'wohnen',
        objectType: 'wohnung',
        status: 'verfuegbar',
        postcode: '5093',
        city: 'Köln',
        district: 'suelz',
        price: 100_000,
      }),
    ).toThrow(/properties #99 "Kaputt": postcode: /);
  });
});
