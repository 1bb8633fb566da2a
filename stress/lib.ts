// Shared pieces of the stress suite: HTTP helpers and the check book. The server process itself is in
// test-support/serverProcess.ts, which the browser tests share.

// ---- Checks -------------------------------------------------------------------------------------

export interface Check {
  scenario: string;
  name: string;
  passed: boolean;
  detail: string;
}
export const checks: Check[] = [];

export function check(scenario: string, name: string, passed: boolean, detail = ''): boolean {
  checks.push({ scenario, name, passed, detail });
  console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${name}${detail ? ` – ${detail}` : ''}`);
  return passed;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// ---- HTTP ---------------------------------------------------------------------------------------

let addressCounter = 0;
/** A fresh client address per inquiry: the per-address inquiry limit then never mixes the simulated visitors. */
export function visitorAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function inquiryBody(marker: string) {
  return {
    name: 'Lasttest Besucherin',
    email: 'besucherin@example.de',
    phone: '0221 987654',
    topic: 'besichtigung',
    message: `Bitte um einen Besichtigungstermin. Kennung ${marker}`,
    privacyConsent: true,
  };
}

export function teamBody(marker: string, bioLength = 200) {
  return {
    name: `Stress ${marker}`.slice(0, 100),
    role: 'Lasttest',
    email: 'stress@rheinkontor-immobilien.de',
    bio: `Kennung ${marker} `.padEnd(bioLength, 'x'),
    order: 1,
    published: false,
  };
}

export interface Acknowledged {
  collection: string;
  id: string;
}

/** One write over HTTP; resolves with the acknowledged id, or null for any refusal or lost connection. */
export async function write(
  origin: string,
  kind: 'inquiry' | 'team',
  marker: string,
  cookie: string,
  bioLength?: number,
): Promise<{ status: number; id: string | null }> {
  const visitor = kind === 'inquiry';
  try {
    const response = await fetch(`${origin}/api/${visitor ? 'inquiries' : 'team'}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        ...(visitor ? { 'x-forwarded-for': visitorAddress() } : { cookie }),
      },
      body: JSON.stringify(visitor ? inquiryBody(marker) : teamBody(marker, bioLength)),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (response.status !== 201) return { status: response.status, id: null };
    return { status: 201, id: (JSON.parse(text) as { id: string }).id };
  } catch {
    return { status: 0, id: null };
  }
}

/**
 * Which of the ids are stored, asked through the running server as staff: 250 ids a request, so the filter stays
 * below the API's 10 000 characters.
 */
export async function storedIds(origin: string, cookie: string, collection: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 250) {
    const chunk = ids.slice(start, start + 250);
    const query = new URLSearchParams({ filter: JSON.stringify({ id: chunk }), range: JSON.stringify([0, 999]) });
    const response = await fetch(`${origin}/api/${collection}?${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`Listing ${collection} failed: ${response.status}`);
    for (const record of (await response.json()) as { id: string }[]) found.add(record.id);
  }
  return found;
}

/** A valid listing with a long description: about 20 kB per write, to fill a small disk quickly. */
export function propertyBody(marker: string, descriptionLength = 19_000) {
  return {
    title: `Stresstest ${marker}`.slice(0, 120),
    marketingType: 'kauf',
    usage: 'wohnen',
    objectType: 'wohnung',
    status: 'verfuegbar',
    published: false,
    postcode: '50937',
    city: 'Köln',
    district: 'suelz',
    price: 450_000,
    energyCertificateType: 'liegt-nicht-vor',
    description: `<p>Kennung ${marker}</p><p>${'Großzügige Räume mit viel Licht. '.repeat(Math.ceil(descriptionLength / 33)).slice(0, descriptionLength - 60)}</p>`,
  };
}
