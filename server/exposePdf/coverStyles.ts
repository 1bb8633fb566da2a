import { StyleSheet } from '@react-pdf/renderer';
import { colors } from '../../src/shared/theme/palette';
import { SERIF } from './pdfFonts';
import { CONTENT_WIDTH } from './pdfStyles';

/** The cover's parts, top to bottom: brand line, title picture, badges, title, headline figures, teaser, contact. */
export const coverStyles = StyleSheet.create({
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    marginBottom: 14,
  },
  company: {
    fontFamily: SERIF,
    fontWeight: 600,
    fontSize: 17,
    lineHeight: 1.3,
    color: colors.ink,
  },
  tagline: {
    fontSize: 8.5,
    lineHeight: 1.3,
    marginTop: 2,
    color: colors.muted,
  },
  exposeMark: {
    fontFamily: SERIF,
    fontWeight: 500,
    fontSize: 11,
    letterSpacing: 3,
    color: colors.primaryDark,
  },
  draftBand: { marginBottom: 10 },
  titlePicture: {
    width: CONTENT_WIDTH,
    height: 270,
    objectFit: 'cover',
    borderRadius: 3,
  },
  noPicture: {
    width: CONTENT_WIDTH,
    height: 120,
    backgroundColor: colors.sand,
    borderRadius: 3,
    justifyContent: 'center',
    alignItems: 'center',
  },
  badges: { flexDirection: 'row', marginTop: 16, marginBottom: 8 },
  newBuildBadge: { backgroundColor: colors.primary },
  /** The size follows the title's length (CoverPage.tsx). */
  title: {
    fontFamily: SERIF,
    fontWeight: 600,
    lineHeight: 1.25,
  },
  address: { fontSize: 11.5, color: colors.muted, marginTop: 5 },
  figures: { flexDirection: 'row', marginTop: 18, gap: 8 },
  priceCard: {
    flex: 1.6,
    backgroundColor: colors.ink,
    borderRadius: 3,
    paddingVertical: 10,
    paddingHorizontal: 12,
  },
  priceLabel: { color: colors.primary, fontSize: 9, fontWeight: 600 },
  priceValue: {
    color: '#ffffff',
    fontFamily: SERIF,
    fontWeight: 600,
    fontSize: 19,
  },
  figureCard: {
    flex: 1,
    backgroundColor: colors.sand,
    borderRadius: 3,
    paddingVertical: 10,
    paddingHorizontal: 10,
  },
  figureLabel: { color: colors.muted, fontSize: 9 },
  /** The size follows the value's length (CoverPage.tsx). */
  figureValue: { fontWeight: 700 },
  teaser: {
    marginTop: 18,
    fontSize: 10.5,
    lineHeight: 1.55,
    color: colors.ink,
  },
  /** Pushed to the foot of the page, whatever the title and teaser leave free. */
  contact: {
    marginTop: 'auto',
    flexDirection: 'row',
    alignItems: 'center',
    paddingTop: 12,
    borderTopWidth: 0.75,
    borderTopColor: colors.primary,
  },
  contactText: { flex: 1 },
  contactCaption: { fontSize: 8.5, color: colors.muted },
  contactName: { fontWeight: 700 },
});
