import { describe, expect, it } from 'vitest';
import { chooseInquiry, LONGEST_WITHDRAWAL_PERIOD_MS } from './withdrawalData';

const NOW = Date.parse('2026-12-02T10:00:00Z');
const asked = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  property: 'p1',
  status: 'neu',
  createdAt: '2026-11-30T09:00:00Z',
  ...extra,
});

describe('which inquiry a withdrawal withdraws', () => {
  it('is the one the mail’s link names, when it came from the same address', () => {
    expect(chooseInquiry([asked('a'), asked('b')], 'b', NOW)?.id).toBe('b');
  });

  it('is otherwise the only open inquiry about an offer from that address', () => {
    expect(chooseInquiry([asked('a'), asked('general', { property: null })], null, NOW)?.id).toBe('a');
    expect(chooseInquiry([asked('a'), asked('done', { status: 'widerrufen' })], 'unknown', NOW)?.id).toBe('a');
  });

  it('is none when several qualify, or the only one is older than the longest withdrawal period', () => {
    expect(chooseInquiry([asked('a'), asked('b')], null, NOW)).toBeNull();
    const old = new Date(NOW - LONGEST_WITHDRAWAL_PERIOD_MS - 1).toISOString();
    expect(chooseInquiry([asked('a', { createdAt: old })], null, NOW)).toBeNull();
    expect(chooseInquiry([], null, NOW)).toBeNull();
  });
});
