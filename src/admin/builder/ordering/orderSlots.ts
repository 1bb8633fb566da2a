/**
 * The order values to hand out, top to bottom, after a move within the rows shown: the same values
 * the rows had (so records on other pages keep their places), made strictly increasing where
 * records shared a value or had none.
 */
export function orderSlots(values: readonly unknown[]): number[] {
  let previous = -Infinity;
  return values.map((value) => {
    const slot = Math.max(typeof value === 'number' ? value : 0, previous + 1);
    previous = slot;
    return slot;
  });
}
