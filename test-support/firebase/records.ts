/** Records that pass the declarations' validation, for the tests of both backends. */
export const teamMember = (name: string, order: number, published = true) => ({
  name,
  role: 'Immobilienberaterin',
  email: `${name.split(' ')[0].toLowerCase()}@rheinkontor-immobilien.de`,
  order,
  published,
});

export const offer = <Extra extends Record<string, unknown>>(title: string, extra: Extra = {} as Extra) => ({
  title,
  marketingType: 'kauf',
  usage: 'wohnen',
  objectType: 'wohnung',
  status: 'verfuegbar',
  published: true,
  postcode: '50937',
  city: 'Köln',
  district: 'suelz',
  price: 500_000,
  buyerCommission: 'prozent',
  buyerCommissionPercent: 3.57,
  livingArea: 80,
  rooms: 3,
  energyCertificateType: 'liegt-nicht-vor',
  ...extra,
});

export const agency = {
  companyName: 'Rheinkontor Immobilien GmbH',
  legalForm: 'GmbH',
  representatives: 'Anna Berger',
  street: 'Rheinuferstraße 12',
  postcode: '50678',
  city: 'Köln',
  phone: '+49 221 123456',
  email: 'info@rheinkontor-immobilien.de',
  permit34c: 'Erlaubnis nach § 34c GewO, erteilt durch die Stadt Köln',
  supervisoryAuthority: 'Stadt Köln, Ordnungsamt',
  consumerDispute: 'Wir nehmen nicht an Streitbeilegungsverfahren teil.',
};

export const inquiry = (name: string) => ({
  name,
  email: 'kundin@example.de',
  topic: 'besichtigung',
  message: 'Ich würde die Wohnung gern besichtigen.',
  privacyConsent: true,
});

/** An admin of the Zugänge tests in Firebase mode, as the dashboard knows the signed-in user. */
export const STAFF_ADMIN = { uid: 'chefin', email: 'chefin@rheinkontor-immobilien.de', name: 'Miriam Schäfer' };

/** The staff list an admin has kept: the admin and one editor. */
export const staffEntries = () =>
  new Map<string, Record<string, unknown>>([
    [STAFF_ADMIN.uid, { email: STAFF_ADMIN.email, name: STAFF_ADMIN.name, role: 'admin' }],
    ['jonas', { email: 'jonas@rheinkontor-immobilien.de', name: 'Jonas Weber', role: 'editor' }],
  ]);
