import { type Defs, group, line, rect } from './svg';

/** Pavement with paving joints, the kerb and a strip of asphalt along the bottom of the picture. */
export function street(defs: Defs, width: number, height: number, baseY: number): string {
  const pavement = defs.linear([
    [0, '#d9d3c6'],
    [1, '#c8c0b0'],
  ]);
  let joints = '';
  for (let x = -40; x < width + 40; x += 70) joints += line(x, baseY, x - 30, baseY + 60, '#b6ad9c', 1.5);
  joints += line(0, baseY + 28, width, baseY + 28, '#b6ad9c', 1.5);
  const asphalt = defs.linear([
    [0, '#8a8782'],
    [1, '#6f6c67'],
  ]);
  return group(
    rect(0, baseY, width, 64, pavement) +
      joints +
      rect(0, baseY + 60, width, 10, '#e3ded3') +
      rect(0, baseY + 70, width, height - baseY - 70, asphalt) +
      rect(0, baseY + 70, width, 6, '#000', 'opacity="0.15"'),
  );
}
