/**
 * The page's one script. The server's HTML is complete and styled without JavaScript, so the
 * application's code waits:
 * - on a content page, until the visitor's first interaction (a tap, a key, focus, the mouse over
 *   the page): a visitor who only reads never pays for starting the app on a slow phone. Once the
 *   page has loaded, the code is fetched into the cache meanwhile, without running it;
 * - on the pages that need their code at once (./startMode.ts, written into the HTML by the server),
 *   until the page has loaded, its title picture included: on a slow phone network the document and
 *   the largest picture get the bandwidth first. A slow picture holds it back for at most START_AT_LATEST_MS.
 *
 * Some controls need no application at all, and answer the first tap at once: links load the next page, the menu opens
 * and closes by the platform's invoker commands (./bootCommands.ts), and the consent banner's answers are stored and the
 * banner hidden by this script (./bootConsent.ts). Other clicks on buttons, changed fields and form submissions are
 * held until the code runs and handed over then (./earlyEvents.ts), so that nothing the visitor did is ignored. A
 * search form marked to show its results on every change (the offer filters and their sort order) loads its results
 * page at once (src/shared/forms/searchForm.ts).
 *
 * This file imports only the few lines of the viewport and consent cookies at run time, and its own boot*.ts modules
 * (vite.config.ts keeps `src/app/boot*` out of the app's chunk): anything from the application would make the
 * browser fetch its shared chunk right away. The build writes the file names in for the
 * `__…_CHUNK__` placeholders (vite.config.ts, appChunkUrl); in development the page loads entry-client.tsx directly.
 */
import type {} from './earlyEvents';
import { viewportForWidth } from '../shared/viewport/breakpoints';
import { serializeViewportCookie } from '../shared/viewport/viewportCookie';
import { SUBMIT_ON_CHANGE_ATTRIBUTE, searchFormUrl } from '../shared/forms/searchForm';
import { answerConsentControl } from './bootConsent';
import { emulateDialogCommands, invokesCommand } from './bootCommands';

/**
 * Fetched at once, evaluated one after the other, each in a task of its own: React, React Router, then the
 * application, which starts React. One file of all three was a task long enough to block a slow phone (TBT).
 */
const START_CHUNKS = ['__REACT_DOM_CHUNK__', '__ROUTER_CHUNK__', '__APP_CHUNK__'];
const START_AT_LATEST_MS = 3000;
/** As src/shared/chunks/reloadGuard.ts: a failed load reloads the page once per path and 10 seconds. */
const RELOAD_KEY = `chunk-reload:${window.location.pathname}`;
const RELOAD_GUARD_MS = 10_000;

function reloadOnce() {
  const last = Number(window.sessionStorage.getItem(RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && Date.now() - last < RELOAD_GUARD_MS) return;
  window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
}

/** Buttons and links within the page clicked before hydration, each once, in the order of their last use. */
const held = new Set<HTMLElement>();
/** Forms submitted before the page's code runs, each once, in the order of their last submission. */
const heldForms = new Set<HTMLFormElement>();
/**
 * Set once React has hydrated the page (`data-interactive` on #root, src/app/AppRoot.tsx). Until then a submission is
 * held even after the replay began: while hydration is under way React may not take a form's submit event yet, and
 * the browser would then send the form itself, as a GET with the visitor's data in the URL (seen on /angebote).
 */
let interactive = false;

/**
 * Without its code a form would go to the server as a GET request with the visitor's data in the
 * URL: until then its submission is held. A form in a part whose code loads on demand
 * (src/public/deferred/Deferred.tsx, `data-deferred`) is held until that part is hydrated
 * (`data-hydrated`); the part is told (event "deferred-held") and submits it then.
 */
function holdSubmit(event: Event) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const part = form.closest('[data-deferred]');
  if (part && !part.hasAttribute('data-hydrated')) {
    event.preventDefault();
    form.setAttribute('data-held-submit', '');
    part.dispatchEvent(new Event('deferred-held'));
  } else if (!interactive) {
    event.preventDefault();
    heldForms.delete(form);
    heldForms.add(form);
  }
}

/** A link within the page: it jumps without the page's code. */
const IN_PAGE_LINK = 'a[href^="#"]';

/**
 * Buttons, and links within the page, whose click may also do something of the page's code (the exposé's "Besichtigung
 * vereinbaren" picks the inquiry's topic). A link within the page jumps at once; its click is run again afterwards,
 * for the page's code only.
 */
function holdClick(event: Event) {
  const clicked =
    event.target instanceof Element ? event.target.closest<HTMLElement>(`button:not([type="submit"]), ${IN_PAGE_LINK}`) : null;
  // The menu opens and closes by itself (the platform's invoker commands): a replay could open it again.
  if (!clicked || invokesCommand(clicked)) return;
  // The consent banner answers at once: a visitor who leaves the page before the code has started keeps the answer.
  answerConsentControl(clicked);
  held.delete(clicked);
  held.add(clicked);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** Fields the visitor typed into or changed before hydration (outside on-demand parts, which take over their fields themselves). */
const changed = new Set<Field>();

function holdChange(event: Event) {
  const field = event.target;
  const isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
  if (!isField || field.closest('[data-deferred]')) return;
  // A filter chosen before the code runs shows its results at once: the results page, as the form would load it.
  if (event.type === 'change' && field.form?.hasAttribute(SUBMIT_ON_CHANGE_ATTRIBUTE)) {
    const url = searchFormUrl(field.form);
    // The page left behind shows its own search again, should the visitor come back to it (back button, bfcache).
    field.form.reset();
    window.location.assign(url);
    return;
  }
  changed.add(field);
}

emulateDialogCommands();
document.addEventListener('click', holdClick, true);
document.addEventListener('submit', holdSubmit, true);
document.addEventListener('input', holdChange, true);
document.addEventListener('change', holdChange, true);

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
/** Sets a field's value past React's own value tracking, so React notices the change. */
const setNativeValue = (field: Field, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);

/**
 * Hands what happened before hydration to React, which by now has started hydrating: each
 * changed field is set back to the server's value, React hydrates (at once, for the first event)
 * and then sees the visitor's value arrive as a change; then the clicks, then the submissions.
 */
// Same key as REPLAY_EARLY_EVENTS in ./earlyEvents.ts (a type-only import keeps this file free of imports).
window.__replayEarlyEvents = () => {
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('input', holdChange, true);
  document.removeEventListener('change', holdChange, true);
  const fields = [...changed].filter((field) => field.isConnected);
  const typed = fields.map((field) => (isToggle(field) ? field.checked : field.value));
  fields.forEach((field) => {
    if (isToggle(field)) field.checked = field.defaultChecked;
    else if (field instanceof HTMLSelectElement) for (const option of field.options) option.selected = option.defaultSelected;
    else setNativeValue(field, field.defaultValue);
  });
  // React hydrates now, seeing the server's values; the visitor's values then arrive as changes.
  fields[0]?.dispatchEvent(new Event('input', { bubbles: true }));
  fields.forEach((field, index) => {
    const value = typed[index];
    if (isToggle(field)) {
      if (field.checked !== value) field.click();
      return;
    }
    if (field.value === value) return;
    setNativeValue(field, value as string);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
  changed.clear();
  // A link within the page jumped when it was clicked: its replay runs the page's handlers only, so a keyboard user
  // who has tabbed on from the skip link's target is not pulled back to it.
  const noSecondJump = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(IN_PAGE_LINK)) event.preventDefault();
  };
  document.addEventListener('click', noSecondJump, true);
  for (const element of held) if (element.isConnected) element.click();
  document.removeEventListener('click', noSecondJump, true);
  held.clear();
};

/** Once the page runs its code, the held submissions go to it. */
function submitHeldForms() {
  interactive = true;
  for (const form of heldForms) if (form.isConnected) form.requestSubmit();
  heldForms.clear();
}

const root = document.getElementById('root');
if (root?.hasAttribute('data-interactive')) interactive = true;
else if (root) {
  const watch = new MutationObserver(() => {
    if (!root.hasAttribute('data-interactive')) return;
    watch.disconnect();
    submitHeldForms();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
}

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const chunk of START_CHUNKS.slice(1)) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = new URL(chunk, import.meta.url).href;
    document.head.append(preload);
  }
  evaluateInOrder().catch(reloadOnce);
}

async function evaluateInOrder() {
  for (const chunk of START_CHUNKS) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await import(/* @vite-ignore */ chunk);
  }
}

/** Fetches the start chunks into the HTTP cache at the lowest priority, without compiling or running them. */
function prefetch() {
  if (started) return;
  for (const chunk of START_CHUNKS) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = new URL(chunk, import.meta.url).href;
    document.head.append(link);
  }
}

/**
 * What counts as the visitor's first interaction; scrolling does not, reading needs no code. A changed field counts
 * on its own: a browser's autofill, or a choice in a list, need not focus it first.
 */
const FIRST_INTERACTIONS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'input', 'change'] as const;

function startOnFirstInteraction() {
  const begin = () => {
    FIRST_INTERACTIONS.forEach((type) => document.removeEventListener(type, begin, true));
    start();
  };
  FIRST_INTERACTIONS.forEach((type) => document.addEventListener(type, begin, { capture: true, passive: true }));
}

/** After the frame that paints the loaded page: its largest picture is on screen before anything else comes. */
function afterLoad(then: () => void) {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(then, 0)), { once: true });
}

/**
 * The "viewport" cookie of the specification, which the server renders the next visit with; kept current on resize.
 * Written after load: reading the window's width forces a layout, which while the page loads is a long task.
 */
function keepViewportCookie() {
  let written = '';
  const write = () => {
    const cookie = serializeViewportCookie(viewportForWidth(window.innerWidth));
    if (cookie !== written) document.cookie = written = cookie;
  };
  write();
  window.addEventListener('resize', write, { passive: true });
}

afterLoad(keepViewportCookie);
// Same attribute as START_MODE_ATTRIBUTE in ./startMode.ts, on the element of APP_DATA_ID in ./appData.ts.
if (document.getElementById('app-data')?.getAttribute('data-start') === 'interaction') {
  startOnFirstInteraction();
  afterLoad(prefetch);
} else {
  afterLoad(start);
  setTimeout(start, START_AT_LATEST_MS);
}
