import type { InputHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '../ui/Box';
import { routePath } from '../../shared/routes/routeTable';
import { colors } from '../../shared/theme/palette';
import { textLinkSx } from '../ui/styles';
import { errorId, FieldError } from './FormControls';

interface Props {
  id: string;
  /** What the visitor's data is stored for, ending the sentence: "zur Beantwortung meiner Anfrage". */
  purpose: string;
  error?: string;
  /** The checkbox's state: controlled (`checked`, `onChange`) or, in a form that also posts without code, `defaultChecked` and `value`. */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'defaultChecked' | 'value'>;
}

/** The required consent to store what a form sends, with the link to the privacy policy (Art. 6 (1) a DSGVO). */
export function PrivacyConsentField({ id, purpose, error, input }: Props) {
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', cursor: 'pointer', fontSize: '0.95rem', lineHeight: 1.55 }}>
        <input
          {...input}
          id={id}
          name="privacyConsent"
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          style={{ width: 22, height: 22, marginTop: 1, flexShrink: 0, accentColor: colors.primaryDark }}
        />
        <span>
          Ich habe die{' '}
          <Box component={RouterLink} to={routePath('datenschutz')} sx={textLinkSx}>
            Datenschutzhinweise
          </Box>{' '}
          gelesen und bin einverstanden, dass meine Angaben {purpose} gespeichert werden.
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.25 }}>
            *
          </Box>
        </span>
      </Box>
      {error && <FieldError id={errorId(id)}>{error}</FieldError>}
    </Box>
  );
}
