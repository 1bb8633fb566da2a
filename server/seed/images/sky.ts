import { mix } from './color';
import type { Light } from './light';
import type { Random } from './random';
import { circle, type Defs, ellipse, group, rect } from './svg';

/** A daylight gradient with a glow around the sun and a few soft clouds. */
export function sky(defs: Defs, light: Light, random: Random, width: number, height: number): string {
  const gradient = defs.linear([
    [0, light.skyTop],
    [0.45, light.skyMiddle],
    [0.8, light.skyBottom],
    [1, light.skyBottom],
  ]);
  const glow = defs.radial(
    [
      [0, light.sun, 0.95],
      [0.25, light.sun, 0.45],
      [1, light.sun, 0],
    ],
    light.sunX,
    light.sunY,
    0.45,
  );
  return group(rect(0, 0, width, height, gradient) + rect(0, 0, width, height, glow) + clouds(random, light, width, height));
}

/** Flat, layered clouds: a row of circles on a rounded base, lit from above. */
function clouds(random: Random, light: Light, width: number, height: number): string {
  let body = '';
  const count = random.int(1, 3);
  // Clouds take the colour of the light: white at noon, cream at golden hour.
  const colour = mix('#ffffff', light.sun, 0.6);
  for (let i = 0; i < count; i++) {
    const cx = ((i + random.range(0.1, 0.9)) / count) * width;
    const cy = random.range(0.05, 0.22) * height;
    const size = random.range(0.45, 0.8) * width * 0.07;
    let puffs = ellipse(cx, cy + size * 0.35, size * 1.9, size * 0.4, colour);
    const bumps = random.int(3, 5);
    for (let b = 0; b < bumps; b++) {
      const bx = cx + (b / (bumps - 1) - 0.5) * size * 2.4;
      const r = size * (0.45 + random.next() * 0.45) * (1 - Math.abs(b / (bumps - 1) - 0.5));
      puffs += circle(bx, cy + size * 0.3 - r * 0.6, r + size * 0.2, colour);
    }
    body += group(puffs, `opacity="${(0.35 + random.next() * 0.3).toFixed(2)}"`);
  }
  return body;
}
