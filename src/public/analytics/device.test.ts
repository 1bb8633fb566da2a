import { describe, expect, it } from 'vitest';
import { deviceClass } from './device';

describe('device class', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [Number.NaN, 'desktop'],
  ])('%i px is %s', (width, device) => {
    expect(deviceClass(width)).toBe(device);
  });
});
