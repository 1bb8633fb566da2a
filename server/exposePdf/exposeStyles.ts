import { StyleSheet } from '@react-pdf/renderer';
import { colors } from '../../src/shared/theme/palette';
import { SERIF } from './pdfFonts';
import { CONTENT_WIDTH } from './pdfStyles';

const GALLERY_GAP = 12;
/** Two gallery pictures fill a row. */
export const GALLERY_WIDTH = (CONTENT_WIDTH - GALLERY_GAP) / 2;

/** The parts of the pages after the cover: pictures, details, contact and agency. */
export const exposeStyles = StyleSheet.create({
  /** Width, height and fit come with each picture (ExposePictures.tsx). */
  picture: { borderRadius: 2 },
  /** Size and spacing differ between the cover and the contact page (ExposePictures.tsx). */
  contactPhoto: { objectFit: 'cover' },
  galleryRow: { flexDirection: 'row', gap: GALLERY_GAP, marginBottom: 10 },
  galleryCell: { width: GALLERY_WIDTH },
  commission: { marginTop: 8 },
  commissionLabel: { fontWeight: 700 },
  brokerNote: { marginTop: 4, fontSize: 9 },
  locationAddress: { fontWeight: 600, marginBottom: 4 },
  addressOnRequest: { marginBottom: 6 },
  contact: { flexDirection: 'row', alignItems: 'center' },
  contactText: { flex: 1 },
  contactName: { fontFamily: SERIF, fontWeight: 600, fontSize: 14 },
  contactPhone: { marginTop: 4 },
  contactEmail: { color: colors.primaryDark, textDecoration: 'none' },
  onlineNote: { marginTop: 10, fontSize: 9 },
  onlineLink: { color: colors.primaryDark },
  agencyName: { fontWeight: 700 },
  withdrawalLine: { fontSize: 8.5, marginBottom: 2 },
  withdrawalBlankLine: { height: 5 },
  disclaimer: { fontSize: 8, marginTop: 8 },
});
