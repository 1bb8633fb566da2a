import { describe, expect, it } from 'vitest';
import { DEFAULT_VISITOR_READS_PER_MINUTE, visitorReadsPerMinute } from './visitorReads';

describe('VISITOR_READS_PER_MINUTE', () => {
  it('defaults to a generous limit, takes a whole number, and 0 for none', () => {
    expect(visitorReadsPerMinute({})).toBe(DEFAULT_VISITOR_READS_PER_MINUTE);
    expect(visitorReadsPerMinute({ VISITOR_READS_PER_MINUTE: ' ' })).toBe(DEFAULT_VISITOR_READS_PER_MINUTE);
    expect(visitorReadsPerMinute({ VISITOR_READS_PER_MINUTE: '120' })).toBe(120);
    expect(visitorReadsPerMinute({ VISITOR_READS_PER_MINUTE: '0' })).toBe(0);
  });

  it('stops the server at start on anything else, naming the value', () => {
    for (const value of ['-1', '2.5', 'viele', '1e400']) {
      expect(() => visitorReadsPerMinute({ VISITOR_READS_PER_MINUTE: value })).toThrow(`VISITOR_READS_PER_MINUTE must be a whole number of reads, got "${value}"`);
    }
  });
});
