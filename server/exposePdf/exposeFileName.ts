import { districtName } from '../../src/shared/listings/places';
import type { PropertyRecord } from '../../src/shared/resources/properties';

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  é: 'e',
};

/** Letters, digits and single hyphens only: safe in every file system and in a plain `filename=`. */
const asciiPart = (text: string) =>
  text
    .replace(/[äöüÄÖÜßé]/g, (letter) => TRANSLITERATION[letter])
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "Expose-RK-2026-058-Lindenthal.pdf"; a draft ends in "-Entwurf". */
export function exposeFileName(listing: Pick<PropertyRecord, 'id' | 'objectNumber' | 'district'>, draft: boolean): string {
  const parts = [
    'Expose',
    asciiPart(listing.objectNumber ?? '') || asciiPart(listing.id),
    asciiPart(districtName(listing.district)),
    draft ? 'Entwurf' : '',
  ];
  return `${parts.filter(Boolean).join('-').slice(0, 120)}.pdf`;
}

/** `inline` with the plain name and the same name with its "é" (RFC 6266), so browsers save "Exposé-….pdf". */
export function contentDisposition(fileName: string): string {
  const german = fileName.replace(/^Expose-/, 'Exposé-');
  return `inline; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(german)}`;
}
