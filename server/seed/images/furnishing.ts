import { mix, shade } from './color';
import { greens } from './palette';
import type { Random } from './random';
import type { Room } from './room';
import type { Scene } from './scene';
import { circle, type Defs, group, path, poly, rect } from './svg';

/** What one sees through a window: sky, treetops and a house across the street. */
export function outsideView({ defs, light }: Scene, x: number, y: number, width: number, height: number): string {
  const skyFill = defs.linear([
    [0, light.skyTop],
    [1, light.skyBottom],
  ]);
  let body = rect(x, y, width, height, skyFill);
  body += rect(x + width * 0.55, y + height * 0.35, width * 0.45, height * 0.65, mix('#e6d9c2', light.haze, 0.4));
  for (let i = 0; i < 5; i++)
    body += rect(
      x + width * (0.6 + (i % 2) * 0.2),
      y + height * (0.45 + Math.floor(i / 2) * 0.18),
      width * 0.1,
      height * 0.1,
      mix('#8ea3ad', light.haze, 0.3),
    );
  const green = mix(greens[1], light.haze, 0.3);
  for (let i = 0; i < 6; i++)
    body += circle(x + width * (0.05 + i * 0.1), y + height * (0.7 - (i % 3) * 0.06), width * 0.12, shade(green, (i % 2) * 0.08));
  return group(
    body,
    `clip-path="${defs.clip([
      [x, y],
      [x + width, y],
      [x + width, y + height],
      [x, y + height],
    ])}"`,
  );
}

/** Sunlight through the window falling onto the floor as a pale, skewed patch. */
export function sunlight(defs: Defs, room: Room, x0: number, x1: number, sillY: number, side: 1 | -1): string {
  const skew = side * 220;
  const fill = defs.linear([
    [0, '#fff8e6', 0.55],
    [1, '#fff8e6', 0],
  ]);
  return poly(
    [
      [x0, sillY + 30],
      [x1, sillY + 30],
      [x1 + skew + 120, room.height],
      [x0 + skew - 120, room.height],
    ],
    fill,
  );
}

/** A large leafy house plant in a pot. */
export function plant(random: Random, x: number, baseY: number, size: number): string {
  const pot = path(
    `M${x - size * 0.16},${baseY - size * 0.3} L${x + size * 0.16},${baseY - size * 0.3} L${x + size * 0.12},${baseY} L${x - size * 0.12},${baseY} Z`,
    '#d8cfc0',
  );
  let leaves = '';
  const count = 11;
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI / 2 + (i / (count - 1) - 0.5) * 2.4 + random.range(-0.1, 0.1);
    const length = size * random.range(0.5, 0.85);
    const tipX = x + Math.cos(angle) * length;
    const tipY = baseY - size * 0.3 + Math.sin(angle) * length;
    const midX = (x + tipX) / 2;
    const midY = (baseY - size * 0.3 + tipY) / 2;
    const normalX = -Math.sin(angle) * size * 0.1;
    const normalY = Math.cos(angle) * size * 0.1;
    const colour = shade(random.pick(greens), random.range(-0.15, 0.1));
    leaves += path(
      `M${x},${baseY - size * 0.3} Q${midX + normalX},${midY + normalY} ${tipX},${tipY} Q${midX - normalX},${midY - normalY} ${x},${baseY - size * 0.3} Z`,
      colour,
    );
  }
  return group(leaves + pot + rect(x - size * 0.17, baseY - size * 0.31, size * 0.34, size * 0.03, '#cfc5b4'));
}

/** A pendant lamp hanging from the ceiling. */
export function pendant(x: number, y: number, size: number, colour: string): string {
  return (
    rect(x - 1.5, 0, 3, y, '#3b3f44') +
    path(`M${x - size},${y + size * 0.7} Q${x},${y - size * 0.6} ${x + size},${y + size * 0.7} Z`, colour) +
    rect(x - size, y + size * 0.66, size * 2, 4, shade(colour, -0.2)) +
    circle(x, y + size * 0.72, size * 0.25, '#fff4d6')
  );
}
