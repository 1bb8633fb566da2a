import { mix, shade } from './color';
import type { Random } from './random';
import { circle, type Defs, group, line, path, poly, rect } from './svg';

/**
 * The Hohenzollern Bridge seen from the side: three steel bowstring arches on stone piers. Two of its
 * parallel structures are drawn, the farther one paler, as the eye sees them from the river.
 */
export function hohenzollernBridge(
  x0: number,
  x1: number,
  deckY: number,
  archHeight: number,
  steel: string,
  stone: string,
  haze: string,
): string {
  const span = (x1 - x0) / 3;
  const structure = (offsetY: number, colour: string) => {
    let body = rect(x0, deckY + offsetY, x1 - x0, 14, colour);
    for (let i = 0; i < 3; i++) {
      const a = x0 + i * span + 14;
      const b = a + span - 28;
      const mid = (a + b) / 2;
      const top = deckY + offsetY - archHeight;
      body += path(
        `M${a},${deckY + offsetY} Q${mid},${top - archHeight} ${b},${deckY + offsetY} L${b - 16},${deckY + offsetY} Q${mid},${top - archHeight + 34} ${a + 16},${deckY + offsetY} Z`,
        colour,
      );
      // Hangers between arch and deck, following the curve.
      for (let h = 1; h < 16; h++) {
        const t = h / 16;
        const hx = (1 - t) * (1 - t) * a + 2 * (1 - t) * t * mid + t * t * b;
        const hy = (1 - t) * (1 - t) * (deckY + offsetY) + 2 * (1 - t) * t * (top - archHeight + 17) + t * t * (deckY + offsetY);
        body += line(hx, hy, hx, deckY + offsetY, colour, 2.5);
      }
    }
    return body;
  };
  let piers = '';
  for (let i = 0; i <= 3; i++) {
    const px = x0 + i * span;
    piers +=
      rect(px - 26, deckY + 10, 52, 80, stone) +
      rect(px - 30, deckY + 4, 60, 10, shade(stone, 0.12)) +
      rect(px - 26, deckY + 60, 52, 30, shade(stone, -0.2));
  }
  return group(structure(-16, mix(steel, haze, 0.45)) + structure(0, steel) + piers);
}

/** The narrow, colourful gabled houses of the old town along the bank (Fischmarkt). */
export function oldTown(random: Random, x0: number, x1: number, baseY: number, haze: string): string {
  const colours = ['#d9a879', '#c98f7c', '#e3c48c', '#a9b79a', '#c7bc8f', '#b6a3a6', '#e0b48e', '#9fb0b3'];
  let body = '';
  for (let x = x0; x < x1;) {
    const w = random.range(46, 74);
    const h = random.range(120, 190);
    const colour = mix(random.pick(colours), haze, 0.25);
    const gable = random.chance(0.6);
    body += rect(x, baseY - h, w, h, colour);
    body += gable
      ? poly(
          [
            [x, baseY - h],
            [x + w / 2, baseY - h - w * 0.55],
            [x + w, baseY - h],
          ],
          shade(colour, -0.1),
        )
      : rect(x - 2, baseY - h - 8, w + 4, 8, shade(colour, -0.15));
    for (let wy = baseY - h + 22; wy < baseY - 34; wy += 34) {
      for (let wx = x + 9; wx < x + w - 16; wx += 19) body += rect(wx, wy, 10, 18, mix('#5d5a5c', haze, 0.2));
    }
    x += w;
  }
  return group(body);
}

/** Round trees along the river promenade. */
export function promenadeTrees(random: Random, x0: number, x1: number, baseY: number, green: string): string {
  let body = '';
  for (let x = x0; x < x1; x += random.range(40, 70)) {
    const r = random.range(22, 34);
    body += circle(x, baseY - r * 0.9, r, shade(green, random.range(-0.1, 0.08)));
  }
  return group(body);
}

/** A white river cruise ship on the Rhine. */
export function riverBoat(x: number, waterY: number, length: number): string {
  const h = length * 0.09;
  let body = path(
    `M${x},${waterY - h} L${x + length},${waterY - h} L${x + length * 0.96},${waterY} L${x + length * 0.03},${waterY} Z`,
    '#f2eee6',
  );
  body += rect(x + length * 0.05, waterY - h * 0.45, length * 0.9, h * 0.12, '#3d4f63');
  body +=
    rect(x + length * 0.12, waterY - h * 1.7, length * 0.72, h * 0.75, '#f7f4ee') +
    rect(x + length * 0.3, waterY - h * 2.3, length * 0.18, h * 0.6, '#f7f4ee');
  for (let wx = x + length * 0.15; wx < x + length * 0.8; wx += length * 0.045)
    body += rect(wx, waterY - h * 1.5, length * 0.03, h * 0.35, '#6c7d8c');
  return group(body + rect(x, waterY, length, h * 0.3, '#000', 'opacity="0.12"'));
}

/** Water that mirrors the sky, with a glittering path below the sun and soft ripple lines. */
export function river(
  defs: Defs,
  random: Random,
  y: number,
  width: number,
  height: number,
  skyColour: string,
  deep: string,
  sunX: number,
  sun: string,
): string {
  let body = rect(
    0,
    y,
    width,
    height - y,
    defs.linear([
      [0, mix(skyColour, deep, 0.2)],
      [1, deep],
    ]),
  );
  for (let ry = y + 8; ry < height; ry += random.range(10, 22)) {
    const spread = 30 + (ry - y) * 0.35;
    const len = random.range(20, 60) * (1 + (ry - y) / 200);
    body += rect(
      sunX - spread / 2 + random.range(-spread, spread) * 0.4,
      ry,
      len,
      2.5,
      sun,
      `opacity="${random.range(0.35, 0.8).toFixed(2)}"`,
    );
    for (let k = 0; k < 3; k++) body += rect(random.range(0, width), ry, random.range(40, 160), 2, '#ffffff', 'opacity="0.12"');
  }
  return group(body);
}
