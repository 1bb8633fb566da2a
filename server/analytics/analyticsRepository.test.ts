import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { AnalyticsRepository, RETENTION_DAYS } from './analyticsRepository';
import { isBot } from './botFilter';
import { cologneDay, lastDays, shiftDay } from './cologneDay';
import { createRateWindow } from './rateWindow';

const databases: Db[] = [];
afterEach(() => databases.splice(0).forEach((db) => db.close()));

function repository() {
  const db = openDatabase(':memory:');
  databases.push(db);
  return { db, repository: new AnalyticsRepository(db) };
}

const key = { path: '/', referrerHost: '', device: 'desktop', event: 'page_view', subject: '' } as const;

describe('analytics repository', () => {
  it('keeps one counter per day and combination', () => {
    const { db, repository: repo } = repository();
    repo.record('2026-03-15', key);
    repo.record('2026-03-15', key);
    repo.record('2026-03-15', { ...key, device: 'mobile' });
    repo.record('2026-03-16', key);
    expect(db.prepare('SELECT day, device, count FROM analytics_daily ORDER BY day, device').all()).toEqual([
      { day: '2026-03-15', device: 'desktop', count: 2 },
      { day: '2026-03-15', device: 'mobile', count: 1 },
      { day: '2026-03-16', device: 'desktop', count: 1 },
    ]);
  });

  it('deletes counters older than the retention period only', () => {
    const { db, repository: repo } = repository();
    const today = '2026-03-15';
    repo.record(shiftDay(today, -RETENTION_DAYS - 1), key);
    repo.record(shiftDay(today, -RETENTION_DAYS), key);
    repo.record(today, key);
    expect(repo.purge(today)).toBe(1);
    expect(db.prepare('SELECT count(*) FROM analytics_daily').pluck().get()).toBe(2);
    expect(RETENTION_DAYS).toBeLessThanOrEqual(400);
  });
});

describe('Cologne days', () => {
  it('switches at midnight Cologne time, in winter and in summer', () => {
    expect(cologneDay(Date.parse('2026-01-10T22:59:00Z'))).toBe('2026-01-10');
    expect(cologneDay(Date.parse('2026-01-10T23:00:00Z'))).toBe('2026-01-11');
    expect(cologneDay(Date.parse('2026-07-10T21:59:00Z'))).toBe('2026-07-10');
    expect(cologneDay(Date.parse('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });

  it('counts calendar days across months and the switch to summer time', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays('2026-03-30', 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});

describe('bot filter', () => {
  it('lets browsers through', () => {
    expect(isBot('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe(
      false,
    );
    expect(
      isBot('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'),
    ).toBe(false);
    // "Cubot" phones are phones, not bots.
    expect(
      isBot('Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'),
    ).toBe(false);
  });

  it.each([
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1',
    'python-requests/2.32.3',
    'WhatsApp/2.23.20.0',
    undefined,
  ])('leaves out %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });
});

describe('rate window', () => {
  it('allows max per window, says how long to wait, and sweeps old keys', () => {
    let clock = 0;
    const window = createRateWindow({ max: 2, windowMs: 1000, now: () => clock });
    expect(window.hit('a')).toEqual({ allowed: true });
    expect(window.hit('a')).toEqual({ allowed: true });
    clock = 300;
    expect(window.hit('a')).toEqual({ allowed: false, retryAfterMs: 700 });
    expect(window.hit('b')).toEqual({ allowed: true });
    clock = 1000;
    window.sweep();
    expect(window.size()).toBe(1);
    expect(window.hit('a')).toEqual({ allowed: true });
  });
});
