// Threat: stored or reflected cross-site scripting – a script in a listing, a team bio, the agency settings,
// an inquiry or a URL ends up executable in the public HTML (or in a rich-text field's markup).
// Defences: React escapes text and attributes; rich text is sanitised before storage (server/content/sanitizeRichText.ts);
// structured and hydration data are JSON with "<" escaped; image and link URLs are restricted to http(s) and own media
// (src/shared/resources/validation.ts); pages carry no inline scripts and the CSP admits only the site's own script files (server/http/securityHeaders.ts).
// This is the server half; the browser half (payloads inert in a real browser, also in the dashboard) is an e2e test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Field } from '../../src/shared/resources/fields';
import { resources } from '../../src/shared/resources/registry';
import { publicRoutes } from '../../src/shared/routes/routeTable';
import { startTags } from '../../test-support/server/security/htmlTokens';
import { createSecurityApp, validRecords, type ResourceName, type SecurityApp } from '../../test-support/server/security/securityTestApp';

let s: SecurityApp;
const ids: Record<string, string> = {};
/** field → its marker, for the report of what the pages rendered. */
const markers = new Map<string, string>();

/** Script payloads from long to short; a field gets the longest that fits its length limit. */
const payloads = (marker: string) => [
  `${marker}</script><script>alert("${marker}")</script><img src=x onerror=alert("${marker}")>"'><svg onload=alert(1)>` +
    `<iframe src="javascript:alert(1)"></iframe><a href="javascript:alert(1)">${marker}</a>{{constructor.constructor('alert(1)')()}}` +
    `<!--<script>alert(1)//--><base href="//evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `${marker}"><img src=x onerror=alert(1)><script>alert(1)</script>`,
  `${marker}"><svg onload=alert(1)>`,
  `"><img src=x onerror=1>`,
  `<svg onload=alert(1)>`,
  `"><script>`,
  `<script>`,
];

const lengthOf = (field: Field) => ('maxLength' in field && field.maxLength) || (field.type === 'text' ? 200 : 5000);
const textual = (field: Field) => (field.type === 'text' && !field.format) || field.type === 'longText' || field.type === 'richText';

/** Payloads in every free-text field of a valid record, and in every image's alt text. */
function withPayloads(resource: ResourceName, base: Record<string, unknown>) {
  const record: Record<string, unknown> = { ...base };
  for (const field of resources[resource].fields as readonly Field[]) {
    if (!textual(field)) continue;
    const marker = `XSS${resource.slice(0, 3)}${field.name}Q`.replace(/[^A-Za-z0-9]/g, '');
    const payload = payloads(marker).find((candidate) => candidate.length <= lengthOf(field))!;
    // Fields too short for a marker still get a payload; whether they were rendered cannot be told.
    if (payload.includes(marker)) markers.set(`${resource}.${field.name}`, marker);
    record[field.name] = payload;
  }
  for (const field of resources[resource].fields as readonly Field[]) {
    if (field.type === 'images' && Array.isArray(record[field.name])) {
      record[field.name] = (record[field.name] as Record<string, unknown>[]).map((image) => ({ ...image, alt: payloads('XSSalt')[1] }));
    }
  }
  return record;
}

beforeAll(async () => {
  s = await createSecurityApp();
  const team = await s.create(
    'team',
    withPayloads(
      'team',
      validRecords.team({
        photo: {
          src: '/media/abcdef/480.webp',
          srcset: '/media/abcdef/480.webp 480w',
          width: 480,
          height: 480,
          alt: payloads('XSSphoto')[1],
        },
      }),
    ),
  );
  ids.team = team.id;
  ids.offer = (
    await s.create('properties', withPayloads('properties', validRecords.properties({ contactPerson: team.id, showExactAddress: true })))
  ).id;
  ids.reference = (
    await s.create(
      'properties',
      withPayloads('properties', validRecords.properties({ status: 'verkauft', showAsReference: true, showPriceInReference: true })),
    )
  ).id;
  ids.newBuild = (
    await s.create('properties', withPayloads('properties', validRecords.properties({ isNewBuild: true, featured: true })))
  ).id;
  ids.rental = (
    await s.create(
      'properties',
      withPayloads('properties', validRecords.properties({ marketingType: 'miete', coldRent: 1200, price: null })),
    )
  ).id;
  ids.testimonial = (await s.create('testimonials', withPayloads('testimonials', validRecords.testimonials()))).id;
  ids.number = (await s.create('numbers', withPayloads('numbers', validRecords.numbers()))).id;
  const settings = await s.call('PUT', '/api/settings/agency', { staff: true, body: withPayloads('settings', validRecords.settings()) });
  expect(settings.statusCode).toBe(200);
  const visitorFields = new Set<string>(resources.inquiries.visitorFields);
  const inquiryBody = Object.fromEntries(
    Object.entries(withPayloads('inquiries', validRecords.inquiries())).filter(([key]) => visitorFields.has(key)),
  );
  const inquiry = await s.call('POST', '/api/inquiries', { body: inquiryBody });
  expect(inquiry.statusCode).toBe(201);
  ids.inquiry = inquiry.json().id;
}, 120_000);
afterAll(() => s.close());

describe('what the API stores', () => {
  it('refuses script payloads in formatted, choice and date fields', async () => {
    const evil = '<script>alert(1)</script>';
    for (const [resource, declaration] of Object.entries(resources) as [ResourceName, (typeof resources)[ResourceName]][]) {
      for (const field of declaration.fields as readonly Field[]) {
        if (textual(field) || !['text', 'select', 'date', 'reference', 'tags'].includes(field.type)) continue;
        const body = validRecords[resource]({ [field.name]: field.type === 'tags' ? [evil] : evil });
        const url = resource === 'settings' ? '/api/settings/agency' : `/api/${resource}`;
        const response = await s.call(resource === 'settings' ? 'PUT' : 'POST', url, { staff: true, body });
        expect(response.statusCode, `${resource}.${field.name}`).toBe(400);
        expect(Object.keys(response.json().errors), `${resource}.${field.name}`).toContain(field.name);
      }
    }
  });

  it("keeps plain-text fields verbatim (escaping is the renderer's job) but cleans rich text before storing it", async () => {
    const offer = (await s.call('GET', `/api/properties/${ids.offer}`, { staff: true })).json();
    expect(offer.title).toContain('<');
    for (const field of ['description', 'locationDescription', 'featuresDescription', 'otherInformation']) {
      const html = String(offer[field]);
      expect(html, field).toContain(markers.get(`properties.${field}`));
      for (const tag of startTags(html)) {
        expect(
          ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
          `${field}: <${tag.name}>`,
        ).toContain(tag.name);
        for (const [name, value] of tag.attributes) {
          expect(['href', 'title', 'target', 'rel'], `${field}: ${name}`).toContain(name);
          if (name === 'href') expect(value, field).toMatch(/^(https?:|mailto:|tel:)/i);
        }
      }
    }
  });

  it('answers JSON with nosniff, so a browser never renders an API answer as HTML', async () => {
    for (const url of [`/api/properties/${ids.offer}`, '/api/team', `/api/inquiries/${ids.inquiry}`]) {
      const response = await s.call('GET', url, { staff: true });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

/** Everything in a page that a browser would run, or that would lead it to run or load foreign code. */
function executableFromContent(html: string): string[] {
  const problems: string[] = [];
  for (const tag of startTags(html)) {
    const where = `<${tag.name}> at ${tag.at}: ${html.slice(tag.at, tag.at + 120)}`;
    if (['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal'].includes(tag.name))
      problems.push(`element ${where}`);
    if (tag.name === 'meta' && tag.attributes.has('http-equiv') && tag.attributes.get('http-equiv')!.toLowerCase() !== 'content-type') {
      problems.push(`meta http-equiv ${where}`);
    }
    if (tag.name === 'script') {
      const type = tag.attributes.get('type') ?? '';
      const json = type === 'application/json' || type === 'application/ld+json';
      const own = /^\/assets\/[\w.-]+\.js$/.test(tag.attributes.get('src') ?? '');
      if (!json && !own) problems.push(`script ${where}`);
      if (json && /<\/?(script|!--)/i.test(tag.text ?? '')) problems.push(`markup inside JSON ${where}`);
      if (json) {
        try {
          JSON.parse(tag.text ?? '');
        } catch {
          problems.push(`JSON script that is not JSON ${where}`);
        }
      }
    }
    for (const [name, value] of tag.attributes) {
      if (name.startsWith('on')) problems.push(`event handler ${name} ${where}`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'srcset', 'imagesrcset'].includes(name)) {
        // Browsers drop tabs and newlines inside a URL's scheme and ignore leading control characters.
        // eslint-disable-next-line no-control-regex -- control characters are exactly what a browser ignores here
        const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (/^(javascript|vbscript|livescript):/.test(url) || /(^|,)(javascript|vbscript):/.test(url))
          problems.push(`script URL in ${name} ${where}`);
        // A raster placeholder for an image is harmless; anything else as a data: URL (HTML, SVG) could carry script.
        const rasterPicture = ['img', 'source'].includes(tag.name) && url.startsWith('data:image/') && !url.startsWith('data:image/svg');
        if (url.startsWith('data:') && !rasterPicture) problems.push(`data URL in ${name} ${where}`);
      }
      if (name === 'style' && /expression\(|javascript:|url\(\s*['"]?\s*(javascript|data:text)/i.test(value))
        problems.push(`script in style ${where}`);
    }
  }
  return problems;
}

describe('the check for executable content', () => {
  it('finds what an injection would look like (so its silence above means something)', () => {
    const injected = [
      '<script>alert(1)</script>',
      '<script nonce="geraten">alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href=" java\tscript:alert(1)">x</a>',
      '<iframe src="/x"></iframe>',
      '<base href="//evil.example/">',
      '<meta http-equiv="refresh" content="0;url=/x">',
      '<script type="application/json">{"a":"</script><script>alert(1)</script>"}</script>',
      '<title></title><svg onload=alert(1)>',
      '<div style="background:url(javascript:alert(1))"></div>',
      '<object data="data:text/html,<script>alert(1)</script>"></object>',
    ];
    for (const html of injected) expect(executableFromContent(`<p>${html}</p>`).length, html).toBeGreaterThan(0);
    expect(
      executableFromContent(
        '<script type="application/json">{"a":"\\u003c/script>"}</script><script type="module" src="/assets/index-a1.js"></script><p>&lt;script&gt;</p>',
      ),
    ).toEqual([]);
  });
});

describe('the public HTML', () => {
  const pages = () => [
    ...publicRoutes.filter((route) => !route.path.includes(':id')).map((route) => route.path),
    `/angebote/${ids.offer}`,
    `/angebote/${ids.newBuild}`,
    `/angebote/${ids.rental}`,
    `/referenzen/${ids.reference}`,
    '/angebote?vermarktung=miete',
  ];
  const rendered = new Set<string>();

  it('contains no executable script, handler or script URL from content on any page', async () => {
    for (const path of pages()) {
      const response = await s.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(executableFromContent(response.body), path).toEqual([]);
      // Any payload with markup that reached the HTML unescaped would be an injection, executable or not.
      for (const marker of markers.values()) {
        for (const payload of payloads(marker).slice(0, 3)) expect(response.body.includes(payload), `${path}: raw ${marker}`).toBe(false);
        if (response.body.includes(marker)) rendered.add(marker);
      }
    }
  });

  it('has actually rendered the payloads of the fields the pages show', () => {
    // Not every field is on a page yet; those that are must have been part of the check above.
    for (const field of ['properties.title', 'team.name', 'testimonials.text', 'settings.companyName']) {
      expect(rendered.has(markers.get(field)!), `${field} was not rendered`).toBe(true);
    }
    const missing = [...markers].filter(([, marker]) => !rendered.has(marker)).map(([field]) => field);
    console.info(
      `Stored-XSS check: ${rendered.size} of ${markers.size} marked text fields rendered on public pages; not shown: ${missing.join(', ')}`,
    );
  });

  it('keeps the payload files valid JSON that carry the payloads only as data', async () => {
    for (const path of pages()) {
      const [pathname, search] = path.split('?');
      const response = await s.app.inject(`${pathname === '/' ? '' : pathname}/_payload.json${search ? `?${search}` : ''}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(() => JSON.parse(response.body)).not.toThrow();
    }
  });

  it.each([
    ['a script in the path of a 404', '/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
    ['an attribute break-out in the path', '/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E', 404],
    ['a script in the query of a page', '/angebote?sort=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&vermarktung=%3Csvg%20onload=1%3E', 200],
    ['a script URL as the login redirect', '/login?redirect=javascript:alert(1)', 200],
    ['a script in an exposé id', '/angebote/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
  ])('reflects nothing executable for %s', async (_name, url, status) => {
    const response = await s.app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(executableFromContent(response.body)).toEqual([]);
    expect(response.body).not.toMatch(/<script>alert|<img src=x onerror|<svg onload/);
  });
});
