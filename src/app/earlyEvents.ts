/**
 * Clicks and form submissions that happen before the page is hydrated: src/app/boot.ts holds them
 * (the application's code comes only after the page has loaded), entry-client.tsx hands them to
 * React right after starting hydration, and React hydrates the clicked part first and runs them.
 */
export const REPLAY_EARLY_EVENTS = '__replayEarlyEvents';

declare global {
  interface Window {
    [REPLAY_EARLY_EVENTS]?: () => void;
  }
}
