import { lawn, distantTrees } from './backdrop';
import { shade } from './color';
import { woods } from './palette';
import type { Scene } from './scene';
import { bush, grasses, groundShadow, hedge, tree } from './scenery';
import { sky } from './sky';
import { group, line, poly, rect } from './svg';
import { glass } from './windows';

const FLOOR = 150;

/** A contemporary flat-roofed block: white render, timber cladding, floor-to-ceiling glazing, glass balconies. */
export function neubau(scene: Scene): string {
  const { defs, random, light, width, height } = scene;
  const baseY = height - 150;
  const floors = random.int(3, 4);
  const bays = random.int(4, 6);
  const bayWidth = random.range(150, 190);
  const buildingWidth = bays * bayWidth;
  const x0 = (width - buildingWidth) / 2 + random.range(-60, 60);
  const top = baseY - floors * FLOOR;
  const wood = random.pick(woods);
  const render = random.pick(['#f4f1ea', '#eeeae1', '#e3ddd0', '#d9d6cf', '#e8dcc6']);
  const frame = random.pick(['#3b3f44', '#4a4640', '#5d6166']);
  const woodBays = new Set(random.shuffle([...Array(bays).keys()]).slice(0, Math.max(1, Math.floor(bays / 3))));
  const lit = light.shadowSide > 0 ? [0, 0, 1, 0] : [1, 0, 0, 0];
  const wall = defs.linear(
    [
      [0, shade(render, 0.3)],
      [1, shade(render, -0.06)],
    ],
    lit as [number, number, number, number],
  );

  let body = rect(x0, top, buildingWidth, baseY - top, wall);
  // Side wall in shade: the block has depth.
  const sideX = light.shadowSide > 0 ? x0 + buildingWidth : x0 - 70;
  body += poly(
    light.shadowSide > 0
      ? [
          [sideX, top],
          [sideX + 70, top + 30],
          [sideX + 70, baseY],
          [sideX, baseY],
        ]
      : [
          [sideX, top + 30],
          [sideX + 70, top],
          [sideX + 70, baseY],
          [sideX, baseY],
        ],
    shade(render, -0.18),
  );

  for (let bay = 0; bay < bays; bay++) {
    const bx = x0 + bay * bayWidth;
    if (woodBays.has(bay)) {
      body += rect(
        bx + 8,
        top,
        bayWidth - 16,
        baseY - top,
        defs.linear([
          [0, shade(wood, 0.08)],
          [1, shade(wood, -0.1)],
        ]),
      );
      for (let slat = bx + 16; slat < bx + bayWidth - 12; slat += 11) body += line(slat, top, slat, baseY, shade(wood, -0.18), 1.5);
    }
    for (let floor = 0; floor < floors; floor++) {
      const fy = baseY - (floor + 1) * FLOOR;
      const wide = !woodBays.has(bay) || floor === 0;
      const ww = wide ? bayWidth * 0.74 : bayWidth * 0.36;
      const wx = bx + (bayWidth - ww) / 2;
      body += rect(wx - 5, fy + 22, ww + 10, FLOOR - 30, frame);
      body += rect(wx, fy + 26, ww, FLOOR - 38, glass(defs));
      body += poly(
        [
          [wx + ww * 0.2, fy + 26],
          [wx + ww * 0.45, fy + 26],
          [wx + ww * 0.1, fy + FLOOR - 12],
          [wx, fy + FLOOR - 12],
          [wx, fy + 60],
        ],
        '#ffffff',
        'opacity="0.14"',
      );
      if (wide) body += line(wx + ww * 0.5, fy + 26, wx + ww * 0.5, fy + FLOOR - 12, frame, 4);
      if (random.chance(0.25)) body += rect(wx + ww * 0.56, fy + 30, ww * 0.4, FLOOR - 46, '#e9e1cf', 'opacity="0.75"');
    }
  }
  // Floor slabs read as thin white bands; some bays carry a cantilevered balcony with a glass railing.
  for (let floor = 1; floor <= floors; floor++) {
    const fy = baseY - floor * FLOOR;
    body += rect(x0 - 6, fy - 4, buildingWidth + 12, 10, shade(render, 0.4));
    if (floor === floors || floor === 0) continue;
    for (let bay = 0; bay < bays; bay++) {
      if ((bay + floor) % 2 === 1 || woodBays.has(bay)) continue;
      const bx = x0 + bay * bayWidth - 10;
      const bw = bayWidth + 20;
      const slabY = fy + FLOOR - 4;
      body += rect(bx, slabY + 14, bw, 22, '#000', 'opacity="0.08"');
      body += rect(bx, slabY, bw, 14, shade(render, 0.35)) + rect(bx, slabY + 12, bw, 3, shade(render, -0.2));
      body += rect(bx + 4, slabY - 62, bw - 8, 62, '#dfeaec', 'opacity="0.5"') + rect(bx + 4, slabY - 64, bw - 8, 5, shade(frame, 0.55));
      for (let post = bx + 4; post < bx + bw; post += (bw - 8) / 3)
        body += rect(post, slabY - 62, 2, 62, shade(frame, 0.55), 'opacity="0.6"');
    }
  }
  // The recessed top floor (Staffelgeschoss) with its roof terrace.
  const topInset = bayWidth * 0.6;
  const attic = rect(
    x0 + topInset,
    top - 118,
    buildingWidth - topInset * 2,
    118,
    defs.linear([
      [0, shade(wood, 0.05)],
      [1, shade(wood, -0.12)],
    ]),
  );
  let atticWindows = '';
  for (let wx = x0 + topInset + 30; wx < x0 + buildingWidth - topInset - 150; wx += 180) {
    atticWindows += rect(wx, top - 100, 140, 96, frame) + rect(wx + 4, top - 96, 132, 92, glass(defs));
  }
  const roofEdge =
    rect(x0 + topInset - 30, top - 128, buildingWidth - topInset * 2 + 60, 12, shade(render, 0.3)) +
    rect(x0 - 8, top - 8, buildingWidth + 16, 12, shade(render, 0.4));
  const railing =
    rect(x0, top - 52, buildingWidth, 48, '#d6e4e6', 'opacity="0.3"') + rect(x0, top - 54, buildingWidth, 3, shade(frame, 0.5));
  const planters = bush(random, x0 + 50, top - 6, 60) + bush(random, x0 + buildingWidth - 50, top - 6, 60);

  const doorX = x0 + bayWidth * Math.floor(bays / 2);
  const entrance =
    rect(doorX + 20, baseY - 120, bayWidth - 40, 120, frame) +
    rect(doorX + 26, baseY - 114, bayWidth - 52, 114, glass(defs)) +
    rect(doorX + bayWidth / 2 - 2, baseY - 114, 4, 114, frame) +
    rect(doorX - 4, baseY - 134, bayWidth + 8, 12, shade(render, 0.4)) +
    rect(doorX - 4, baseY - 122, bayWidth + 8, 8, '#000', 'opacity="0.1"');
  const pathLeft = doorX + 20;
  const pathRight = doorX + bayWidth - 20;
  const bed = (from: number, to: number) =>
    hedge(defs, from, baseY - 8, to - from, 44) +
    Array.from({ length: Math.floor((to - from) / 120) }, (_, i) =>
      grasses(from + 60 + i * 120, baseY + 40, random.pick(['#b7ad7d', '#a6a86f', '#c2b488'])),
    ).join('');
  const foreground =
    lawn(defs, baseY, width, height) +
    poly(
      [
        [pathLeft, baseY],
        [pathRight, baseY],
        [pathRight + 80, height],
        [pathLeft - 80, height],
      ],
      '#e4ddcd',
    ) +
    bed(x0 - 20, pathLeft - 30) +
    bed(pathRight + 30, x0 + buildingWidth + 20) +
    groundShadow(defs, x0 - 140, baseY + 60, 220, 0.2) +
    tree(random, light, x0 - 140, baseY + 60, 280) +
    groundShadow(defs, x0 + buildingWidth + 150, baseY + 70, 200, 0.2) +
    tree(random, light, x0 + buildingWidth + 150, baseY + 70, 240);
  return (
    sky(defs, light, random, width, height) +
    distantTrees(random, light, width, baseY, 150) +
    group(body + attic + atticWindows + roofEdge + railing + planters + entrance) +
    foreground
  );
}
