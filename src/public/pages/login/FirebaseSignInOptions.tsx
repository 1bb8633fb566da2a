import Box from '../../ui/Box';
import Typography from '../../ui/Typography';
import { useEffect, useState, type RefObject } from 'react';
import type { LoginResult } from '../../../shared/auth/loginResult';
import { isOAuthProvider, providerLabels, readFirebaseConfig } from '../../../shared/firebase/firebaseConfig';
import { loadFirebase } from '../../../shared/firebase/browser/lazy';
import { ActionButton } from '../../ui/Action';

interface FirebaseSignInOptionsProps {
  /** The e-mail field of the sign-in form: the reset e-mail goes to what staff typed there. */
  emailInput: RefObject<HTMLInputElement | null>;
  onResult: (result: LoginResult) => void;
  onMessage: (message: string, tone: 'info' | 'error') => void;
}

/**
 * Firebase mode only: the sign-in providers the agency enabled (popup, with redirect fallback),
 * and the password reset e-mail. The SDK loads on the first click, never with the page.
 */
export function FirebaseSignInOptions({ emailInput, onResult, onMessage }: FirebaseSignInOptionsProps) {
  const [busy, setBusy] = useState(false);
  const providers = readFirebaseConfig(import.meta.env).providers.filter(isOAuthProvider);

  // Back from a redirect sign-in (the popup's fallback): finish it.
  useEffect(() => {
    if (!providers.length) return;
    void loadFirebase()
      .then(({ staffAuth }) => staffAuth.completeRedirect())
      .then((result) => result && onResult(result));
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function signInWith(provider: (typeof providers)[number]) {
    setBusy(true);
    const result = await (await loadFirebase()).staffAuth.signInWith(provider);
    setBusy(false);
    if (result) onResult(result);
  }

  async function resetPassword() {
    const email = emailInput.current?.value.trim() ?? '';
    if (!email) {
      onMessage('Bitte geben Sie zuerst Ihre E-Mail-Adresse ein.', 'error');
      return;
    }
    setBusy(true);
    const result = await (await loadFirebase()).staffAuth.requestPasswordReset(email, `${window.location.origin}/login`);
    setBusy(false);
    onMessage(result.message, result.ok ? 'info' : 'error');
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
      {providers.length > 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          oder
        </Typography>
      )}
      {providers.map((provider) => (
        <ActionButton key={provider} variant="outlined" fullWidth disabled={busy} onClick={() => void signInWith(provider)}>
          {providerLabels[provider]}
        </ActionButton>
      ))}
      <ActionButton variant="text" disabled={busy} onClick={() => void resetPassword()}>
        Passwort vergessen?
      </ActionButton>
    </Box>
  );
}
