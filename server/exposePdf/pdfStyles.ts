import { StyleSheet } from '@react-pdf/renderer';
import { colors } from '../../src/shared/theme/palette';
import { SANS, SERIF } from './pdfFonts';

/** A4 in points and the margins of every page: the footer and the running head sit inside them. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  side: 48,
  top: 62,
  bottom: 66,
} as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;

/** The site's palette (src/shared/theme/palette.ts) in print: dark ink, the beige primary, its bronze and sand. */
export const styles = StyleSheet.create({
  page: {
    fontFamily: SANS,
    fontSize: 10,
    color: colors.ink,
    paddingTop: PAGE.top,
    paddingBottom: PAGE.bottom,
    paddingHorizontal: PAGE.side,
  },
  coverPage: {
    fontFamily: SANS,
    fontSize: 10,
    color: colors.ink,
    paddingTop: 36,
    paddingBottom: PAGE.bottom,
    paddingHorizontal: PAGE.side,
  },
  /**
   * The frame of a page's content. Line heights are set on the texts that run over several lines, never on the
   * page or a frame: inherited by the footer, react-pdf 4.9 drops the page number (a `render` text) altogether.
   */
  body: { flexGrow: 1 },
  runningHead: {
    position: 'absolute',
    top: 26,
    left: PAGE.side,
    right: PAGE.side,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    paddingBottom: 5,
    borderBottomWidth: 0.75,
    borderBottomColor: colors.primary,
    fontSize: 8.5,
    color: colors.muted,
  },
  brandSmall: {
    fontFamily: SERIF,
    fontWeight: 600,
    fontSize: 10,
    color: colors.primaryDark,
  },
  footerFrame: {
    position: 'absolute',
    bottom: 28,
    left: PAGE.side,
    right: PAGE.side,
  },
  footer: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 6,
    borderTopWidth: 0.5,
    borderTopColor: '#d9d3bd',
    fontSize: 8,
    color: colors.muted,
  },
  draftBand: {
    backgroundColor: '#fdecea',
    color: '#7b0016',
    fontWeight: 700,
    fontSize: 9,
    paddingVertical: 4,
    paddingHorizontal: 8,
    borderRadius: 2,
  },
  sectionTitle: {
    fontFamily: SERIF,
    fontWeight: 600,
    fontSize: 15,
    color: colors.ink,
    marginBottom: 8,
    paddingBottom: 4,
    borderBottomWidth: 1.5,
    borderBottomColor: colors.primary,
  },
  section: { marginBottom: 20 },
  subTitle: {
    fontFamily: SERIF,
    fontWeight: 600,
    fontSize: 11.5,
    marginTop: 6,
    marginBottom: 4,
  },
  factRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 4,
    borderBottomWidth: 0.5,
    borderBottomColor: '#e4dfcc',
  },
  factLabel: { color: colors.muted, flexShrink: 1, paddingRight: 8 },
  factValue: { fontWeight: 600, textAlign: 'right', maxWidth: '60%' },
  paragraph: { marginBottom: 6 },
  lines: { lineHeight: 1.45 },
  muted: { color: colors.muted },
  badge: {
    fontSize: 8.5,
    lineHeight: 1.2,
    fontWeight: 600,
    paddingVertical: 2.5,
    paddingHorizontal: 7,
    borderRadius: 2,
    marginRight: 5,
    backgroundColor: colors.sand,
  },
  caption: { fontSize: 8, lineHeight: 1.3, color: colors.muted, marginTop: 3 },
});
