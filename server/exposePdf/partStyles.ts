import { StyleSheet } from '@react-pdf/renderer';
import { colors } from '../../src/shared/theme/palette';

/** The parts shared by the pages after the cover (pdfParts.tsx): running head, fact table, rich text, energy scale, features. */
export const partStyles = StyleSheet.create({
  runningTitle: { maxWidth: '62%', textAlign: 'right', lineHeight: 1.2 },
  factColumns: { flexDirection: 'row', gap: 18 },
  factColumn: { flex: 1 },
  listItem: { flexDirection: 'row', marginBottom: 3, paddingLeft: 4 },
  listMarker: { width: 14, color: colors.primaryDark },
  listItemText: { flex: 1 },
  quote: {
    paddingLeft: 10,
    borderLeftWidth: 2,
    borderLeftColor: colors.primary,
    fontStyle: 'italic',
  },
  energyScale: { marginTop: 10 },
  energyClasses: { flexDirection: 'row', alignItems: 'flex-end', gap: 2 },
  /** Colour, height and frame follow the class and whether it is the listing's (pdfParts.tsx). */
  energyClass: {
    flex: 1,
    borderColor: colors.ink,
    borderRadius: 2,
    justifyContent: 'center',
    alignItems: 'center',
  },
  /** The size grows for the listing's class (pdfParts.tsx). */
  energyClassLabel: { fontWeight: 700, lineHeight: 1 },
  energyLegend: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    marginTop: 3,
  },
  features: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 6 },
  feature: {
    width: '33.3%',
    flexDirection: 'row',
    paddingVertical: 2.5,
    paddingRight: 6,
  },
  featureBullet: {
    width: 5,
    height: 5,
    marginTop: 4.5,
    marginRight: 7,
    backgroundColor: colors.primaryDark,
    borderRadius: 1,
  },
  featureName: { flex: 1 },
});
