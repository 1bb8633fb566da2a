import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, type TestApp } from '../build';
import { offer } from '../../firebase/records';

/** What app.inject calls itself: host localhost:80, so the dashboard's own origin is this. */
export const ORIGIN = 'http://localhost:80';
export const FOREIGN_ORIGIN = 'https://evil.example';
export const ADMIN = { email: 'sicherheit@rheinkontor-immobilien.de', password: 'Sicherheits-Testpasswort-2025' };

export interface SecurityApp extends TestApp {
  /** Cookie header of a signed-in admin. */
  staffCookie: string;
  /** A request as the dashboard or a visitor's browser sends it (own Origin, JSON body). */
  call(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Creates a record as staff and returns it; fails the test when the API refuses. */
  create(resource: string, data: Record<string, unknown>): Promise<Record<string, unknown> & { id: string }>;
  /** A fingerprint of everything stored: content, staff accounts and uploaded files. */
  snapshot(): string;
}

export interface CallOptions {
  body?: unknown;
  /** Send the staff session cookie. */
  staff?: boolean;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

let addressCounter = 0;
/** A fresh client address, so the per-address limits of login and inquiries do not mix test cases. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function login(app: TestApp['app'], email: string, password: string, extra: Partial<InjectOptions> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
    ...extra,
    headers: { origin: ORIGIN, ...extra.headers },
  });
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  return { response, cookie, cookieHeader: cookie ? `${cookie.name}=${cookie.value}` : '' };
}

/** The whole production app (pages, API, uploads, media) on a fresh data directory, with an admin signed in. */
export async function createSecurityApp(): Promise<SecurityApp> {
  const testApp = await build({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' } });
  const { app, dataDir } = testApp;
  const { cookieHeader, response } = await login(app, ADMIN.email, ADMIN.password);
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);

  const call: SecurityApp['call'] = (method, url, options = {}) => {
    const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
    if (options.staff) headers.cookie = headers.cookie ? `${headers.cookie}; ${cookieHeader}` : cookieHeader;
    const raw = typeof options.body === 'string' || Buffer.isBuffer(options.body);
    if (options.body !== undefined && !raw && !headers['content-type']) headers['content-type'] = 'application/json';
    return app.inject({
      method,
      url,
      headers,
      ...(options.body !== undefined ? { payload: raw ? (options.body as string | Buffer) : JSON.stringify(options.body) } : {}),
      remoteAddress: options.remoteAddress ?? nextAddress(),
    });
  };

  const create: SecurityApp['create'] = async (resource, data) => {
    const response = await call('POST', `/api/${resource}`, { body: data, staff: true });
    if (response.statusCode !== 201) throw new Error(`Creating ${resource} failed: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  const snapshot = () => {
    const hash = createHash('sha256');
    for (const row of app.db
      .prepare('SELECT collection, id, data, created_at, updated_at, created_by, updated_by FROM documents ORDER BY collection, id')
      .all()) {
      hash.update(JSON.stringify(row));
    }
    for (const row of app.db.prepare('SELECT id, email, name, password_hash, role FROM users ORDER BY id').all())
      hash.update(JSON.stringify(row));
    hash.update(JSON.stringify(listFiles(join(dataDir, 'media'))));
    return hash.digest('hex');
  };

  return { ...testApp, staffCookie: cookieHeader, call, create, snapshot };
}

/** Every file below a folder, relative paths, sorted. */
export function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

// ---- Records of every resource, valid as declared -------------------------------------------------

const image = (id: string, alt = 'Wohnzimmer') => ({
  src: `/media/${id}/960.webp`,
  srcset: `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w`,
  width: 960,
  height: 640,
  alt,
});

export const validRecords = {
  properties: (extra: Record<string, unknown> = {}) =>
    offer('Helle Altbauwohnung in Sülz', {
      objectNumber: 'RK-1001',
      street: 'Zülpicher Straße',
      houseNumber: '12',
      images: [image('abcdef0123456789')],
      ...extra,
    }),
  team: (extra: Record<string, unknown> = {}) => ({
    name: 'Anna Berger',
    role: 'Immobilienberaterin',
    email: 'anna.berger@rheinkontor-immobilien.de',
    order: 1,
    published: true,
    ...extra,
  }),
  testimonials: (extra: Record<string, unknown> = {}) => ({
    author: 'Familie Schmitz',
    text: 'Sehr gute Beratung beim Verkauf unserer Wohnung.',
    rating: 5,
    service: 'verkauf',
    order: 1,
    published: true,
    ...extra,
  }),
  numbers: (extra: Record<string, unknown> = {}) => ({
    label: 'vermittelte Immobilien',
    value: 450,
    prefix: 'über',
    order: 1,
    published: true,
    ...extra,
  }),
  inquiries: (extra: Record<string, unknown> = {}) => ({
    name: 'Maria Muster',
    email: 'maria@example.de',
    phone: '0221 123456',
    topic: 'allgemein',
    message: 'Bitte rufen Sie mich zurück.',
    privacyConsent: true,
    ...extra,
  }),
  withdrawals: (extra: Record<string, unknown> = {}) => ({
    name: 'Maria Muster',
    email: 'maria@example.de',
    contract: 'Exposé-Anfrage vom 2. Dezember',
    receivedOn: '2026-12-02',
    channel: 'brief',
    ...extra,
  }),
  settings: (extra: Record<string, unknown> = {}) => ({
    companyName: 'Rheinkontor Immobilien GmbH',
    legalForm: 'GmbH',
    representatives: 'Anna Berger',
    street: 'Dürener Straße 1',
    postcode: '50931',
    city: 'Köln',
    phone: '0221 123456-0',
    email: 'info@rheinkontor-immobilien.de',
    permit34c: 'Erlaubnis nach § 34c GewO, erteilt von der Stadt Köln',
    supervisoryAuthority: 'Stadt Köln, Ordnungsamt',
    consumerDispute: 'Wir nehmen nicht an Streitbeilegungsverfahren teil.',
    ...extra,
  }),
  marketPrices: (extra: Record<string, unknown> = {}) => ({
    district: 'suelz',
    objectType: 'wohnung',
    low: 4800,
    middle: 5600,
    high: 6500,
    source: 'Eigene Auswertung 2026',
    ...extra,
  }),
  portals: (extra: Record<string, unknown> = {}) => ({
    name: 'ImmoScout24',
    channel: 'immoscout24',
    protocol: 'sftp',
    host: 'ftp.example.de',
    username: 'rheinkontor',
    passwordEnv: 'PORTAL_IMMOSCOUT24_PASSWORD',
    anid: 'A123456',
    scope: 'teil',
    active: true,
    ...extra,
  }),
} as const;

export type ResourceName = keyof typeof validRecords;
export const RESOURCE_NAMES = Object.keys(validRecords) as ResourceName[];
