/** A finished valuation request as the funnel's script sends it: a modernised flat in Sülz, every answer given. */
export const ownerAnswers = {
  objectType: 'wohnung',
  street: 'Berrenrather Straße 12',
  postcode: '50937',
  district: 'suelz',
  livingArea: 85,
  rooms: 3,
  yearBuilt: 1965,
  lastModernisation: 2015,
  condition: 'modernisiert',
  features: ['balkon', 'keller'],
  purpose: 'verkauf',
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  phone: '0221 987654',
  callbackTime: 'abends',
  privacyConsent: true,
};
