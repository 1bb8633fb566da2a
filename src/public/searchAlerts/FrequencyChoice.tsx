import Box from '../ui/Box';
import { alertFrequencies, type AlertFrequency } from '../../shared/search/searchAlert';
import { focusRing } from '../ui/styles';
import { colors } from '../../shared/theme/palette';

/** "sofort" or "einmal täglich", as a group of radio buttons with a legend. */
export function FrequencyChoice({ idPrefix, value, onChange, error }: { idPrefix: string; value: AlertFrequency; onChange: (value: AlertFrequency) => void; error?: string }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={error ? `${idPrefix}-haeufigkeit-fehler` : undefined}>
      <Box component="legend" sx={{ fontWeight: 600, mb: 0.75, p: 0 }}>
        Wie oft möchten Sie Angebote erhalten?
      </Box>
      {alertFrequencies.map((choice) => (
        <Box key={choice.id} component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, cursor: 'pointer' }}>
          <Box
            component="input"
            type="radio"
            name={`${idPrefix}-haeufigkeit`}
            value={choice.id}
            checked={value === choice.id}
            onChange={() => onChange(choice.id)}
            sx={{ width: 20, height: 20, m: 0, accentColor: colors.primaryDark, '&:focus-visible': focusRing }}
          />
          {choice.name}
        </Box>
      ))}
      {error && (
        <Box id={`${idPrefix}-haeufigkeit-fehler`} sx={{ color: 'error.main', fontWeight: 600, fontSize: '0.9rem' }}>
          {error}
        </Box>
      )}
    </Box>
  );
}
