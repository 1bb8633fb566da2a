import { useState } from 'react';
import Box from '../../ui/Box';
import { Icon } from '../../ui/Icon';
import { focusRing } from '../../ui/styles';
import { describedBy, TextInput } from '../../forms/FormControls';

/** Material Design icon paths (Apache License 2.0). */
const visibilityIcon =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const visibilityOffIcon =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

interface Props {
  id: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
}

/** A password field with a button that shows what was typed (a phone's keyboard makes typos likely). */
export function PasswordInput({ id, autoComplete, error }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <Box sx={{ position: 'relative' }}>
      <TextInput
        id={id}
        name="password"
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        style={{ paddingRight: 56 }}
      />
      <Box
        component="button"
        type="button"
        aria-label={shown ? 'Passwort verbergen' : 'Passwort anzeigen'}
        aria-pressed={shown}
        onClick={() => setShown((now) => !now)}
        sx={{
          position: 'absolute',
          right: 4,
          top: '50%',
          transform: 'translateY(-50%)',
          width: 44,
          height: 44,
          display: 'grid',
          placeItems: 'center',
          border: 0,
          borderRadius: '50%',
          bgcolor: 'transparent',
          color: 'text.secondary',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'rgba(35,33,27,0.06)' },
          '&:focus-visible': focusRing,
        }}
      >
        <Icon path={shown ? visibilityOffIcon : visibilityIcon} />
      </Box>
    </Box>
  );
}
