import Box from '../ui/Box';
import { Icon } from '../ui/Icon';
import { choiceName } from '../../shared/format/choices';
import { propertyFeatures } from '../../shared/resources/choices/property';
import { colors } from '../../shared/theme/palette';

/** Material Design icon paths (Apache License 2.0). */
const checkIcon = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

/** Ticked features ("Balkon", "Einbauküche") in columns: two on a phone, one on a 320 px phone ("Fußbodenheizung" does not fit half of it). */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25, gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr))', md: 'repeat(3, 1fr)' } }}>
      {features.map((feature) => (
        <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Icon path={checkIcon} fontSize="small" sx={{ color: colors.primaryDark }} />
          {choiceName(propertyFeatures, feature)}
        </Box>
      ))}
    </Box>
  );
}
