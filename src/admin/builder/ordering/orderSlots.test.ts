import { describe, expect, it } from 'vitest';
import { moveItem } from '../moveItem';
import { orderSlots } from './orderSlots';

describe('ordering', () => {
  it('moves an item within a list', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('reuses the values the rows had, so other pages keep their places', () => {
    expect(orderSlots([10, 20, 30])).toEqual([10, 20, 30]);
  });

  it('separates shared and missing values', () => {
    expect(orderSlots([null, 1, 1, 1, 7])).toEqual([0, 1, 2, 3, 7]);
  });
});
