import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and two around the current page of a long list', () => {
    expect(pageWindow(1, 223)).toEqual([1, 2, 3, 'gap', 223]);
    expect(pageWindow(100, 223)).toEqual([1, 'gap', 98, 99, 100, 101, 102, 'gap', 223]);
    expect(pageWindow(223, 223)).toEqual([1, 'gap', 221, 222, 223]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageWindow(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
  });
});
