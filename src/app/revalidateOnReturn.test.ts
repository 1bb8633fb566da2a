import { describe, expect, it, vi } from 'vitest';
import { revalidateOnReturn, STALE_AFTER_MS, type RevalidatingRouter } from './revalidateOnReturn';

type Listener = Parameters<RevalidatingRouter['subscribe']>[0];

function setup() {
  let time = 1_000_000;
  let listener: Listener = () => undefined;
  const router = { subscribe: (next: Listener) => (listener = next), revalidate: vi.fn() };
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  revalidateOnReturn(router, doc as unknown as Document, () => time);
  const comeBack = (afterMs: number) => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    time += afterMs;
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const navigate = () => {
    listener({ navigation: { state: 'loading' }, revalidation: 'idle' });
    listener({ navigation: { state: 'idle' }, revalidation: 'idle' });
  };
  return { router, comeBack, navigate, wait: (ms: number) => (time += ms) };
}

describe('a visitor coming back to an open tab', () => {
  it("gets the page's data again after more than a minute away", () => {
    const { router, comeBack } = setup();
    comeBack(STALE_AFTER_MS + 1);
    expect(router.revalidate).toHaveBeenCalledTimes(1);
  });

  it('keeps the page as it is after a short look elsewhere', () => {
    const { router, comeBack } = setup();
    comeBack(30_000);
    expect(router.revalidate).not.toHaveBeenCalled();
  });

  it('counts from the last navigation, which brought current data itself', () => {
    const { router, comeBack, navigate, wait } = setup();
    wait(STALE_AFTER_MS);
    navigate();
    comeBack(30_000);
    expect(router.revalidate).not.toHaveBeenCalled();
  });
});
