import type { Page } from '@playwright/test';
import type { Field } from '../../src/shared/resources/fields';
import { DEFAULT_LONG_TEXT_MAX, DEFAULT_RICH_TEXT_MAX, DEFAULT_TEXT_MAX } from '../../src/shared/resources/fields';
import { resources } from '../../src/shared/resources/registry';

/**
 * Stored-XSS payloads for the browser half of the suite (the server half is server/security/storedXss.test.ts).
 * Every payload that runs announces itself: it sets `window.__xss`, calls `alert` (a dialog) or loads a URL under
 * SENTINEL_PATH (markup rendered as HTML loads its image even where the CSP stops the handler). Each carries a
 * marker, so a page that shows the field shows the marker; a field too short for one still gets a payload.
 */
export const SENTINEL_PATH = '/__xss/';

/** Long to short; a field gets the longest that fits its length limit. */
export function payloads(marker: string): string[] {
  const run = `window.__xss='${marker}'`;
  return [
    `${marker} </script><script>${run}</script><img src=${SENTINEL_PATH}${marker} onerror="${run}">"'><svg onload="${run}"></svg>` +
      `<a href="javascript:${run}">${marker}-link</a>"><iframe srcdoc="<script>parent.__xss='${marker}'</script>"></iframe>` +
      `{{constructor.constructor("${run}")()}}<math><mtext><img src=x onerror=alert('${marker}')>`,
    `${marker}"><img src=${SENTINEL_PATH}${marker} onerror=__xss='${marker}'><script>__xss='${marker}'</script>`,
    `${marker}"><svg onload=__xss=1><img src=${SENTINEL_PATH}${marker}>`,
    `${marker}<svg onload=__xss=1>`,
    `<svg/onload=alert()>`,
    `<script>`,
  ];
}

type ResourceName = keyof typeof resources;

export interface MarkedField {
  resource: ResourceName;
  field: string;
  /** Which record (several records of one resource get their own markers). */
  record: string;
  marker: string;
  payload: string;
  /** Rich text is cleaned before storing: only its text (with the marker) survives, not the payload as typed. */
  rich: boolean;
}

const lengthOf = (field: Field) =>
  ('maxLength' in field && field.maxLength) ||
  (field.type === 'richText' ? DEFAULT_RICH_TEXT_MAX : field.type === 'longText' ? DEFAULT_LONG_TEXT_MAX : DEFAULT_TEXT_MAX);

/** Free text: plain text without a format (formats such as e-mail or postcode refuse markup), long and rich text. */
export const isFreeText = (field: Field) =>
  (field.type === 'text' && !field.format) || field.type === 'longText' || field.type === 'richText';

let counter = 0;

/**
 * Payloads in every free-text field of `base` and of the declaration (except `skip`), with a marker of their own
 * each (`XSS` + a letter for the record + a number); the marked fields are added to `registry`.
 */
export function withPayloads(
  resource: ResourceName,
  record: string,
  base: Record<string, unknown>,
  registry: MarkedField[],
  skip: string[] = [],
) {
  const result: Record<string, unknown> = { ...base };
  for (const field of resources[resource].fields as readonly Field[]) {
    if (!isFreeText(field) || skip.includes(field.name)) continue;
    counter += 1;
    const marker = `XSS${record}${String(counter).padStart(2, '0')}Q`;
    const payload = payloads(marker).find((candidate) => candidate.length <= lengthOf(field))!;
    result[field.name] = payload;
    if (payload.includes(marker)) registry.push({ resource, field: field.name, record, marker, payload, rich: field.type === 'richText' });
  }
  return result;
}

/**
 * What a page shows as text: the rendered text (`innerText`: nothing hidden, no script or JSON data block), the
 * values of visible form fields and the text of editors.
 */
export async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')]
      .filter((element) => element.checkVisibility())
      .map((element) => (element as HTMLInputElement).value);
    return [document.body.innerText, ...values].join('\n');
  });
}

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
  sourceFile: string;
  line: number;
  column: number;
}

/** Installs a tripwire before any page script: every CSP violation of the page is collected in `window.__csp`. */
export async function armTripwires(page: Page) {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.violatedDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        column: event.columnNumber,
      });
    });
  });
}

/** Everything in the current DOM (all frames of the page) that shows markup from content became markup. */
export async function executableTraces(page: Page): Promise<string[]> {
  const traces: string[] = [];
  for (const frame of page.frames()) {
    const violations = await frame.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []);
    for (const violation of violations) {
      const { directive, blockedURI, sample, sourceFile, line, column } = violation;
      traces.push(`CSP violation: ${directive} ${blockedURI} "${sample}" at ${sourceFile}:${line}:${column}`);
    }
    traces.push(
      ...(await frame.evaluate((sentinel) => {
        const found: string[] = [];
        const flag = (window as unknown as { __xss?: unknown }).__xss;
        if (flag !== undefined) found.push(`window.__xss = ${String(flag)}`);
        // Text attributes (alt, title, aria-label, meta content) may carry the payload as text; URL attributes may not.
        const urlAttributes = ['href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'xlink:href', 'background', 'srcdoc'];
        for (const element of document.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            const trace = `<${element.localName} ${attribute.name}="${attribute.value.slice(0, 80)}">`;
            if (attribute.name.startsWith('on') || attribute.name === 'srcdoc') found.push(trace);
            if (!urlAttributes.includes(attribute.name)) continue;
            // Browsers ignore control characters and spaces inside a URL's scheme.
            // eslint-disable-next-line no-control-regex -- exactly the characters a browser skips
            const url = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            if (/(^|,)(javascript|vbscript|data:text\/html)/.test(url) || attribute.value.includes(sentinel)) found.push(trace);
          }
          // Neither the site nor the dashboard has frames (the CSP's frame-src is 'none').
          if (['iframe', 'frame', 'object', 'embed'].includes(element.localName)) found.push(`<${element.localName}> element`);
        }
        return found;
      }, SENTINEL_PATH)),
    );
  }
  return traces;
}
