import { describe, expect, it } from 'vitest';
import { confirmationLimit } from './confirmationLimit';

const HOUR = 3_600_000;

describe('the confirmation limit', () => {
  it('lets one client cause ten confirmations a day, to whatever addresses, then none until the day has passed', async () => {
    const limit = confirmationLimit({ countTo: () => 0 });
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await limit.allow(`person${i}@example.org`, '203.0.113.9', i * HOUR));
    expect(results).toEqual([...Array(10).fill(true), false, false]);
    expect(await limit.allow('neu@example.org', '203.0.113.10', 12 * HOUR)).toBe(true);
    expect(await limit.allow('neu@example.org', '203.0.113.9', 24 * HOUR + 1)).toBe(true);
  });

  it('sends one address no more confirmations than the store counts allow, from any client', async () => {
    const sent: string[] = [];
    const limit = confirmationLimit({ countTo: (recipient) => sent.filter((to) => to === recipient).length });
    for (let i = 0; i < 7; i++) if (await limit.allow('opfer@example.org', `198.51.100.${i}`, i)) sent.push('opfer@example.org');
    expect(sent).toHaveLength(5);
  });
});
