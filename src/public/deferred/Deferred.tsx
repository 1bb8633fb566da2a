import { Suspense, use, useEffect, useReducer, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { importWithReload } from '../../shared/chunks/importWithReload';

/** When the browser loads a deferred part's code after a first page load. */
export type DeferUntil =
  /**
   * It comes into the viewport, or the visitor interacts with it. Its server HTML is readable and
   * its links work before that; only its own interactive parts wait for the code.
   */
  | 'visible'
  /** The visitor interacts with it (focus, touch, click, key, pointer over it). */
  | 'interaction';

export interface Deferred<P extends object> {
  /** Renders the part; after a first page load its server HTML stays as it is until the code is there. */
  Part: ComponentType<P>;
  /** Loads the code now: page loaders call it, so the server and client navigation render at once. */
  preload: () => Promise<void>;
}

const interactions = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'touchstart'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type FieldState = { field: Field; value: string; checked: boolean };

const isToggle = (field: Field) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the visitor typed or chose in a part's server-rendered fields. */
const readFields = (element: HTMLElement): FieldState[] =>
  [...element.querySelectorAll<Field>('input, textarea, select')].map((field) => ({ field, value: field.value, checked: isToggle(field) && (field as HTMLInputElement).checked }));

/**
 * Hands what the visitor typed or chose before the part was hydrated to React, whose state starts
 * from the server's values (and which resets a textarea to its server text while hydrating): each
 * field that differs from the server's is changed once more, as the event its component listens to.
 */
function restoreFields(states: FieldState[]) {
  for (const { field, value, checked } of states) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && isToggle(field)) {
      if (checked === field.defaultChecked) continue;
      // Set back through React's own tracking, then toggled the way a click does.
      field.checked = !checked;
      field.click();
      continue;
    }
    if (field instanceof HTMLSelectElement) {
      if (field.value === value && [...field.options].every((option) => option.selected === option.defaultSelected)) continue;
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (value === field.defaultValue) continue;
    // React notices a change against what its tracking last saw: set something else through it, then
    // the visitor's text past it.
    field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A part of a page whose code a first visit loads only when it is needed: below the fold or
 * behind an interaction (the JavaScript budget). The server renders it like any other
 * part; in the browser its HTML is there and readable from the start, and React hydrates it once
 * the code has arrived (a Suspense boundary keeps the server's HTML meanwhile).
 *
 * Two rules keep that boundary's HTML in place until then (React would otherwise replace it with
 * the empty fallback, and the part's content would be gone until its code arrives): no context above
 * it changes during hydration (the site's providers hold stores, not changing values), and no update
 * reaches the boundary before the code is there: the part hands React the very same tree on every
 * render until then, whatever re-rendered its parent, and picks up newer props after.
 * A form submitted before its code is there is held back by src/app/boot.ts (not sent by the
 * browser as a GET request) and submitted once the part is hydrated.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, until: DeferUntil = 'visible'): Deferred<P> {
  let View: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const loaded = new Set<() => void>();

  const preload = () =>
    (loading ??= (typeof window === 'undefined' ? load() : importWithReload(load)).then(
      (component) => {
        View = component;
        loaded.forEach((listener) => listener());
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  let waiting: Promise<void> | null = null;
  /** Settles when the code is there; until `preload` runs (on a trigger), it stays pending. */
  const whenLoaded = () => (waiting ??= new Promise<void>((resolve) => loaded.add(resolve)));

  function Loaded(props: P) {
    if (!View) use(whenLoaded());
    const Current = View!;
    return <Current {...props} />;
  }

  /** Tells its Part when the code is there and the part is hydrated, so held events can go on. */
  function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
    useEffect(onReady, [onReady]);
    return children;
  }

  function Part(props: P) {
    const anchor = useRef<HTMLDivElement>(null);
    const typed = useRef<FieldState[]>([]);
    // Called once the part is hydrated: what was typed is given back, a form submitted before then is submitted now.
    const [onReady] = useState(() => () => {
      const element = anchor.current;
      if (!element) return;
      element.setAttribute('data-hydrated', '');
      restoreFields(typed.current);
      typed.current = [];
      const form = element.querySelector<HTMLFormElement>('form[data-held-submit]');
      if (!form) return;
      form.removeAttribute('data-held-submit');
      // A task later: state the part set up on mounting (the fields it took over) is rendered by then.
      setTimeout(() => form.isConnected && form.requestSubmit(), 0);
    });
    const mountedProps = useRef(props);
    const latestProps = useRef(props);
    latestProps.current = props;
    const [, refresh] = useReducer((count: number) => count + 1, 0);

    useEffect(() => {
      if (View) return;
      const element = anchor.current!;
      const start = () => {
        void preload().catch(() => undefined);
      };
      const onLoaded = () => {
        // The code is there; React hydrates the part next. What the visitor typed meanwhile is noted first.
        typed.current = readFields(element);
        // Props changed before the code was there: render once more with the current ones.
        if (latestProps.current !== mountedProps.current) refresh();
      };
      loaded.add(onLoaded);
      // A submission before hydration is held by src/app/boot.ts, which tells this part.
      if (element.querySelector('form[data-held-submit]')) start();
      element.addEventListener('deferred-held', start);
      interactions.forEach((type) => element.addEventListener(type, start, { capture: true, passive: true, once: true }));
      const observer =
        until === 'visible' && 'IntersectionObserver' in window
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '0px' })
          : null;
      observer?.observe(element);
      return () => {
        loaded.delete(onLoaded);
        observer?.disconnect();
        element.removeEventListener('deferred-held', start);
        interactions.forEach((type) => element.removeEventListener(type, start, { capture: true }));
      };
    }, []);

    const tree = (current: P) => (
      <div ref={anchor} data-deferred="">
        <Suspense fallback={null}>
          <Ready onReady={onReady}>
            <Loaded {...current} />
          </Ready>
        </Suspense>
      </div>
    );
    // The tree of the first render, handed to React again until the code is there: the same element means "no
    // update". A parent that re-renders for any reason (the consent answer, a new topic) would otherwise hand the
    // boundary new props, and an update reaching a boundary that still holds server HTML makes React drop that HTML
    // and show the empty fallback until the code is there.
    const [first] = useState(() => tree(props));
    return !View || latestProps.current === mountedProps.current ? first : tree(props);
  }

  return { Part, preload };
}
