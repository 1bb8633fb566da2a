import { mix } from './color';
import type { Light } from './light';
import type { Random } from './random';
import { circle, type Defs, group, rect } from './svg';

/** A band of distant treetops in the haze behind a house: gives depth without stealing attention. */
export function distantTrees(random: Random, light: Light, width: number, baseY: number, height: number, green = '#8d9a78'): string {
  const colour = mix(green, light.haze, 0.45);
  let body = '';
  for (let x = -40; x < width + 60; x += random.range(50, 110)) {
    const r = random.range(0.5, 1) * height;
    body += circle(x, baseY - r * 0.6, r, colour);
  }
  return group(body + rect(0, baseY - height * 0.2, width, height * 0.2 + 2, colour));
}

/** A lawn that darkens towards the viewer. */
export function lawn(defs: Defs, y: number, width: number, height: number, green = '#9aa877'): string {
  return rect(
    0,
    y,
    width,
    height - y,
    defs.linear([
      [0, mix(green, '#e8e3c8', 0.25)],
      [1, mix(green, '#4f5e3b', 0.3)],
    ]),
  );
}
