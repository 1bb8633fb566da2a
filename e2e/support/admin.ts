/** The staff account the browser tests' server creates on its first start. */
export const E2E_ADMIN = { email: 'admin@rheinkontor-immobilien.de', password: 'Testzugang-fuer-Browsertests-2026' } as const;
