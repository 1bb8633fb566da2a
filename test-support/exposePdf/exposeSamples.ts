import type { ImageValue } from '../../src/shared/resources/imageValue';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { TeamRecord } from '../../src/shared/resources/team';
import { demoImages, PROPERTY_MOTIFS, type PropertyMotif } from '../../server/seed/demoImages';
import { demoProperties } from '../../server/seed/content/properties';
import { demoSettings } from '../../server/seed/content/settings';
import { demoTeam } from '../../server/seed/content/team';
import type { ExposeRecords } from '../../server/exposePdf/exposePdfService';

/** Tests' and the benchmark's listings: the demo content's first offer, and one made of every hard case at once. */

const PHOTO_MOTIFS = PROPERTY_MOTIFS.filter((motif) => motif !== 'grundriss');

/** `count` different pictures, stored in `mediaDir` like uploads, each with a caption. */
export async function samplePictures(
  mediaDir: string,
  count: number,
  caption = (index: number) => `Ansicht ${index + 1}`,
): Promise<ImageValue[]> {
  const images = demoImages(mediaDir);
  const pictures: ImageValue[] = [];
  for (let index = 0; index < count; index++) {
    const motif = PHOTO_MOTIFS[index % PHOTO_MOTIFS.length] as PropertyMotif;
    pictures.push({ ...(await images.propertyImage(motif, index + 1)), alt: caption(index) });
  }
  return pictures;
}

export async function sampleFloorPlan(mediaDir: string): Promise<ImageValue> {
  return { ...(await demoImages(mediaDir).propertyImage('grundriss', 1)), alt: 'Grundriss der Wohnung mit Südbalkon' };
}

export async function samplePortrait(mediaDir: string): Promise<ImageValue> {
  return { ...(await demoImages(mediaDir).portraitImage(2)), alt: 'Porträt' };
}

const demo = demoProperties[0];

/** The demo's Lindenthal flat (Verbrauchsausweis, class D), with the given pictures and contact person. */
export function typicalListing(extra: Partial<PropertyRecord> = {}): PropertyRecord {
  const fields: Record<string, unknown> = { ...demo };
  // The seed's own keys for pictures and contact, not fields of the record.
  for (const key of ['imageKinds', 'imageAlts', 'contactIndex']) delete fields[key];
  return { id: 'typisch1', ...fields, images: [], floorPlans: [], ...extra } as unknown as PropertyRecord;
}

const LONG_WORD = 'Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung';

/** Every hard case of the issue at once: long title, long unbroken words, "Preis auf Anfrage", no energy certificate. */
export function extremeListing(extra: Partial<PropertyRecord> = {}): PropertyRecord {
  return typicalListing({
    id: 'extrem1',
    title:
      `Außergewöhnliches Wohn- und Geschäftshaus mit ${LONG_WORD}, Dachterrasse, Innenhof und Blick über die Dächer von Köln-Ehrenfeld`.slice(
        0,
        120,
      ),
    objectNumber: 'RK-2026-999-ÜBERLANG-XYZ',
    objectSubtype: 'Wohn- und Geschäftshaus',
    objectType: 'haus',
    district: 'ehrenfeld',
    price: null,
    houseFee: null,
    priceOnRequest: true,
    commission: `Käuferprovision ${LONG_WORD} 3,57 % inkl. MwSt.`,
    energyCertificateType: 'liegt-nicht-vor',
    buildingKind: null,
    energyValue: null,
    energySource: null,
    efficiencyClass: null,
    energyCertificateIssued: null,
    energyCertificateValidUntil: null,
    plotArea: 412,
    description: `<p>${LONG_WORD}${LONG_WORD} und https://www.example.org/ein/sehr/langer/pfad/ohne/leerzeichen/bis/zum/ende/der/zeile</p><p>${'Ein Absatz mit viel Text über Köln, Ähren, Öfen und Übergrößen. '.repeat(30)}</p>`,
    features: [
      'aufzug',
      'einbaukueche',
      'keller',
      'garten',
      'balkon',
      'terrasse',
      'gaeste-wc',
      'fussbodenheizung',
      'denkmalschutz',
      'haustiere',
      'stellplatz',
      'barrierefrei',
      'kamin',
      'parkett',
    ],
    ...extra,
  });
}

export function sampleContactPerson(photo: ImageValue | null): TeamRecord {
  const member: Record<string, unknown> = { ...demoTeam[0] };
  delete member.portraitSeed;
  return { id: 'berater1', ...member, photo, published: true } as unknown as TeamRecord;
}

export const sampleAgency = { id: 'agency', ...demoSettings } as unknown as SettingsRecord;

/** Records from memory, as the PDF service reads them. */
export function memoryRecords(listings: PropertyRecord[], team: TeamRecord[], agency: SettingsRecord | null = sampleAgency): ExposeRecords {
  return {
    listing: async (id) => listings.find((listing) => listing.id === id) ?? null,
    team: async (id) => team.find((member) => member.id === id) ?? null,
    settings: async () => agency,
  };
}
