// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirebaseSignInOptions } from './FirebaseSignInOptions';

const staffAuth = {
  completeRedirect: vi.fn(async () => null),
  signInWith: vi.fn(async () => ({
    ok: false as const,
    message: 'Dieses Konto ist kein Mitarbeiterkonto.',
  })),
  requestPasswordReset: vi.fn(async () => ({
    ok: true as const,
    message: 'Wir haben Ihnen eine E-Mail geschickt.',
  })),
};
vi.mock('../../../shared/firebase/browser/lazy', () => ({
  loadFirebase: async () => ({ staffAuth }),
}));

const config = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'rheinkontor.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'rheinkontor',
  VITE_FIREBASE_STORAGE_BUCKET: 'rheinkontor.appspot.com',
  VITE_FIREBASE_APP_ID: 'app',
  VITE_FIREBASE_AUTH_PROVIDERS: 'google',
};

beforeEach(() => Object.entries(config).forEach(([name, value]) => vi.stubEnv(name, value)));
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

function setup(email = '') {
  const emailInput = createRef<HTMLInputElement>();
  render(
    <>
      <input ref={emailInput} defaultValue={email} aria-label="E-Mail-Adresse" />
      <FirebaseSignInOptions emailInput={emailInput} onResult={onResult} onMessage={onMessage} />
    </>,
  );
}
const onResult = vi.fn();
const onMessage = vi.fn();

describe('Firebase sign-in options on /login', () => {
  it('offers the providers the agency enabled and reports a refused sign-in', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Mit Google anmelden' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({
        ok: false,
        message: 'Dieses Konto ist kein Mitarbeiterkonto.',
      }),
    );
    expect(staffAuth.signInWith).toHaveBeenCalledWith('google');
    expect(staffAuth.completeRedirect).toHaveBeenCalledTimes(1);
  });

  it('asks for the e-mail address before sending a reset e-mail', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(onMessage).toHaveBeenCalledWith('Bitte geben Sie zuerst Ihre E-Mail-Adresse ein.', 'error');
    expect(staffAuth.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the reset e-mail to the address typed in the form', async () => {
    setup('anna@rheinkontor-immobilien.de');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('Wir haben Ihnen eine E-Mail geschickt.', 'info'));
    expect(staffAuth.requestPasswordReset).toHaveBeenCalledWith('anna@rheinkontor-immobilien.de', `${window.location.origin}/login`);
  });
});
