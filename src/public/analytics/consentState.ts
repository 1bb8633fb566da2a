import type { ConsentChoice } from '../../shared/analytics/consentCookie';

/** What the site knows about the visitor's consent, and whether they asked to change it. */
export interface ConsentState {
  /** null until the visitor has answered. */
  readonly choice: ConsentChoice | null;
  /** The visitor reopened the settings from the footer. */
  readonly settingsOpen: boolean;
}

export interface ConsentStore {
  getSnapshot(): ConsentState;
  subscribe(listener: () => void): () => void;
  /** Records the answer (persisted through `persist`) and closes the settings. */
  choose(choice: ConsentChoice): void;
  openSettings(): void;
  closeSettings(): void;
}

/** The banner shows until the visitor has answered, and again whenever they open the settings. */
export const isBannerVisible = (state: ConsentState) => state.choice === null || state.settingsOpen;

/**
 * A tiny external store (for React's useSyncExternalStore): the state is replaced, never mutated,
 * so a snapshot can be compared by identity. `persist` writes the cookie; tests pass their own.
 */
export function createConsentStore(initial: ConsentChoice | null, persist: (choice: ConsentChoice) => void): ConsentStore {
  let state: ConsentState = { choice: initial, settingsOpen: false };
  const listeners = new Set<() => void>();

  const update = (next: ConsentState) => {
    if (next.choice === state.choice && next.settingsOpen === state.settingsOpen) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      persist(choice);
      update({ choice, settingsOpen: false });
    },
    openSettings: () => update({ ...state, settingsOpen: true }),
    closeSettings: () => update({ ...state, settingsOpen: false }),
  };
}
