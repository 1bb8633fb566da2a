import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { choiceName } from '../../shared/format/choices';
import { propertyFeatures } from '../../shared/resources/choices/property';
import { colors } from '../../shared/theme/palette';

/** Ticked features ("Balkon", "Einbauküche") in columns. */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, 1fr)' } }}>
      {features.map((feature) => (
        <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Check fontSize="small" sx={{ color: colors.primaryDark }} aria-hidden="true" />
          {choiceName(propertyFeatures, feature)}
        </Box>
      ))}
    </Box>
  );
}
