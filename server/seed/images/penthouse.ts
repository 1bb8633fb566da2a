import { mix, shade } from './color';
import { cathedral } from './cathedral';
import { woods } from './palette';
import type { Scene } from './scene';
import { grasses, tree } from './scenery';
import { sky } from './sky';
import { circle, ellipse, group, line, poly, rect } from './svg';
import { glass } from './windows';

/** Rooftops of the inner city fading into the haze, in two layers. */
function rooftops(scene: Scene, horizon: number): string {
  const { random, light, width } = scene;
  let body = '';
  for (const [layer, fade, minH, maxH] of [
    [0, 0.65, 40, 110],
    [1, 0.4, 30, 80],
  ] as const) {
    const colour = mix(layer ? '#9a8f83' : '#8d8a8c', light.haze, fade);
    for (let x = -20; x < width;) {
      const w = random.range(60, 150);
      const h = random.range(minH, maxH) + layer * 20;
      const y = horizon - h + layer * 30;
      body += rect(x, y, w, h + 200, colour);
      if (random.chance(0.5))
        body += poly(
          [
            [x, y],
            [x + w / 2, y - w * 0.3],
            [x + w, y],
          ],
          shade(colour, -0.06),
        );
      x += w + random.range(-10, 4);
    }
  }
  return group(body);
}

/** A lounge chair in side view: wooden frame, thick linen cushion, a soft shadow. */
function lounger(x: number, y: number, size: number, wood: string, fabric: string): string {
  const k = size / 200;
  const X = (v: number) => x + v * k;
  const Y = (v: number) => y - v * k;
  return (
    ellipse(X(100), y + 4, 120 * k, 12 * k, '#000', 'opacity="0.14"') +
    rect(X(10), Y(34), 10 * k, 34 * k, wood) +
    rect(X(170), Y(34), 10 * k, 34 * k, wood) +
    rect(X(0), Y(40), 190 * k, 10 * k, wood) +
    poly(
      [
        [X(0), Y(62)],
        [X(150), Y(62)],
        [X(196), Y(128)],
        [X(214), Y(120)],
        [X(176), Y(40)],
        [X(0), Y(40)],
      ],
      fabric,
      'stroke-linejoin="round"',
    ) +
    poly(
      [
        [X(150), Y(62)],
        [X(196), Y(128)],
        [X(206), Y(124)],
        [X(164), Y(58)],
      ],
      shade(fabric, -0.08),
    ) +
    rect(X(0), Y(44), 176 * k, 4 * k, shade(fabric, -0.12))
  );
}

/** A large square parasol, furled open: canopy, pole and a heavy base. */
function parasol(x: number, groundY: number, size: number, fabric: string): string {
  const top = groundY - size * 1.1;
  return (
    rect(x - 4, top, 8, groundY - top, '#6b6259') +
    rect(x - 30, groundY - 12, 60, 12, '#5d5f61') +
    poly(
      [
        [x - size * 0.75, top + size * 0.22],
        [x, top - size * 0.08],
        [x + size * 0.75, top + size * 0.22],
      ],
      fabric,
    ) +
    poly(
      [
        [x - size * 0.75, top + size * 0.22],
        [x + size * 0.75, top + size * 0.22],
        [x + size * 0.72, top + size * 0.3],
        [x - size * 0.72, top + size * 0.3],
      ],
      shade(fabric, -0.1),
    )
  );
}

/** A roof terrace with a view over Cologne: decking, glass balustrade, planters, and the cathedral's spires far off. */
export function penthouse(scene: Scene): string {
  const { defs, random, light, width, height } = scene;
  const horizon = height * random.range(0.47, 0.52);
  const deckTop = horizon + 160;
  const wood = random.pick(woods);
  const cathedralX = width * random.range(0.42, 0.62);
  const far = mix('#8a8190', light.haze, 0.35);
  let view =
    rooftops(scene, horizon) +
    cathedral(cathedralX, horizon + 30, random.range(240, 300), far, mix(far, light.haze, 0.25), shade(far, -0.05));
  view += rect(0, horizon + 20, width, deckTop - horizon, mix('#9d9586', light.haze, 0.3));

  // Decking: boards converge towards a vanishing point on the horizon.
  const vanishX = width * 0.5;
  let deck = poly(
    [
      [0, deckTop],
      [width, deckTop],
      [width, height],
      [0, height],
    ],
    defs.linear([
      [0, shade(wood, 0.1)],
      [1, shade(wood, -0.15)],
    ]),
  );
  for (let i = -30; i <= 30; i++) {
    const bottomX = vanishX + i * 110;
    const topX = vanishX + (bottomX - vanishX) * 0.32;
    deck += line(topX, deckTop, bottomX, height, shade(wood, -0.22), 2);
  }
  deck += rect(0, deckTop, width, 10, '#000', 'opacity="0.12"');
  // Glass balustrade on the parapet.
  const rail =
    rect(0, deckTop - 120, width, 120, '#dbe8ea', 'opacity="0.28"') +
    rect(0, deckTop - 124, width, 8, '#8c9194') +
    rect(0, deckTop - 6, width, 8, '#b9b5ad');
  let posts = '';
  for (let px = 60; px < width; px += 220) posts += rect(px, deckTop - 120, 5, 120, '#9da2a5', 'opacity="0.7"');

  // The penthouse itself frames the left edge: a glass front under a slim roof slab.
  const side = light.shadowSide > 0;
  const wallX = side ? 0 : width - 360;
  const house =
    rect(wallX, 0, 360, deckTop + 40, shade('#efeae0', -0.05)) +
    rect(wallX + (side ? 20 : 40), 120, 300, deckTop - 80, '#3b3f44') +
    rect(wallX + (side ? 26 : 46), 126, 288, deckTop - 92, glass(defs)) +
    rect(wallX + 170, 126, 6, deckTop - 92, '#3b3f44') +
    rect(side ? 0 : width - 420, 70, 420, 26, '#f3f0ea') +
    rect(side ? 0 : width - 420, 96, 420, 10, '#000', 'opacity="0.12"');

  const planterX = side ? width - 300 : 120;
  const olive =
    rect(planterX - 70, height - 230, 140, 130, '#8d8a84') +
    rect(planterX - 76, height - 238, 152, 14, '#a3a09a') +
    tree(random, { ...light, warmth: 0 }, planterX, height - 236, 200, '#9aa58a');
  const grassBox =
    rect(side ? 420 : width - 700, deckTop - 40, 280, 70, '#8d8a84') +
    grasses(side ? 500 : width - 620, deckTop - 40, '#b7ad7d') +
    grasses(side ? 620 : width - 500, deckTop - 40, '#a6a86f');
  const fabric = random.pick(['#ece6d8', '#dcd3be', '#d9dccf', '#e8dccb']);
  const tableX = width * 0.5;
  const table =
    ellipse(tableX, height - 96, 70, 10, '#000', 'opacity="0.14"') +
    rect(tableX - 6, height - 160, 12, 64, '#3b3f44') +
    ellipse(tableX, height - 160, 66, 12, '#4a4d50') +
    rect(tableX - 10, height - 196, 20, 36, '#e9e4da', 'rx="4"') +
    circle(tableX - 8, height - 204, 10, '#8f9a76') +
    circle(tableX + 8, height - 208, 12, '#9aa58a');
  const parasolX = side ? width * 0.66 : width * 0.34;
  const chairs =
    lounger(width * 0.54, height - 60, 380, shade(wood, -0.25), fabric) +
    lounger(width * 0.2, height - 40, 400, shade(wood, -0.25), shade(fabric, -0.04));
  return (
    sky(defs, light, random, width, height) +
    view +
    deck +
    rail +
    posts +
    house +
    grassBox +
    parasol(parasolX, deckTop + 120, 260, shade(fabric, 0.05)) +
    olive +
    table +
    chairs
  );
}
