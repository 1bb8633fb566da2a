import type { PropertyRecord } from '../../src/shared/resources/properties';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { TeamRecord } from '../../src/shared/resources/team';

/** A picture ready for the PDF: JPEG bytes at print size, with the caption staff gave it. */
export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
  caption: string;
}

/** Everything one exposé PDF shows; gathered by exposePdfService.ts, laid out by ExposeDocument.tsx. */
export interface ExposeInput {
  /** What visitors may see of the listing (the exact address only when published). */
  listing: PropertyRecord;
  contactPerson: TeamRecord | null;
  agency: SettingsRecord | null;
  /** Not published (staff's download): every page says "Entwurf". */
  draft: boolean;
  /** The first is the title picture. */
  pictures: PdfImage[];
  floorPlans: PdfImage[];
  contactPhoto: PdfImage | null;
  /** The exposé page, when the site's address is known. */
  pageUrl: string | null;
}
