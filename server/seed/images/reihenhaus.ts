import { distantTrees, lawn } from './backdrop';
import { mix, shade } from './color';
import { bricks, plasters, slates } from './palette';
import type { Random } from './random';
import type { Scene } from './scene';
import { bush, hedge, tree } from './scenery';
import { sky } from './sky';
import { circle, type Defs, group, line, poly, rect } from './svg';
import { sill, windowPane } from './windows';

interface Unit {
  x: number;
  width: number;
  wall: string;
  brick: boolean;
  door: string;
}

/** One terraced house: gable to the street, door and window below, two windows above, a small one in the gable. */
function unit(defs: Defs, random: Random, plan: Unit, baseY: number, roof: string, mirrored: boolean): string {
  const { x, width, wall } = plan;
  const eavesY = baseY - 420;
  const peakY = eavesY - width * 0.42;
  let body = rect(x, eavesY, width, baseY - eavesY, wall);
  if (plan.brick) {
    // Brick courses: faint lines are enough at this scale.
    for (let y = eavesY + 12; y < baseY; y += 12) body += line(x, y, x + width, y, shade(wall, -0.1), 1);
  }
  body += poly(
    [
      [x, eavesY],
      [x + width / 2, peakY],
      [x + width, eavesY],
    ],
    wall,
  );
  // Roof edges (verge boards) and the slate seen along the gable.
  body += poly(
    [
      [x - 16, eavesY + 6],
      [x + width / 2, peakY - 14],
      [x + width + 16, eavesY + 6],
      [x + width + 16, eavesY - 10],
      [x + width / 2, peakY - 30],
      [x - 16, eavesY - 10],
    ],
    roof,
  );
  body += windowPane(defs, random, x + width / 2 - 30, (eavesY + peakY) / 2 - 20, 60, 70, { frame: '#f7f4ee', bars: 'none' });
  const door = mirrored ? x + width - 110 : x + 40;
  const window = mirrored ? x + 40 : x + width - 170;
  body += rect(door - 8, baseY - 186, 86, 186, shade(wall, 0.25)) + rect(door, baseY - 178, 70, 178, plan.door);
  for (const panel of [baseY - 166, baseY - 96]) body += rect(door + 12, panel, 46, 58, shade(plan.door, -0.12), 'rx="3"');
  body += circle(door + 60, baseY - 90, 4, '#d8c48c');
  // A small canopy above the door.
  body += rect(door - 18, baseY - 206, 106, 12, shade(wall, -0.35)) + rect(door - 18, baseY - 194, 106, 8, '#000', 'opacity="0.12"');
  body +=
    windowPane(defs, random, window, baseY - 170, 130, 120, { frame: '#f7f4ee', bars: 'mullion' }) + sill(window, baseY - 48, 130, wall);
  for (const wx of [x + width * 0.16, x + width * 0.58]) {
    body +=
      windowPane(defs, random, wx, eavesY + 44, width * 0.26, 118, { frame: '#f7f4ee', bars: 'mullion' }) +
      sill(wx, eavesY + 164, width * 0.26, wall);
  }
  // The floor line: a band of render or a soldier course of bricks.
  body += rect(x, eavesY + 196, width, 10, shade(wall, plan.brick ? -0.08 : 0.2));
  return body;
}

/** A row of three or four terraced houses with small front gardens. */
export function reihenhaus(scene: Scene): string {
  const { defs, random, light, width, height } = scene;
  const baseY = height - 190;
  const count = random.int(3, 4);
  const unitWidth = Math.min(400, (width + 120) / count);
  const total = unitWidth * count;
  const x0 = (width - total) / 2 + random.range(-40, 40);
  const brick = random.chance(0.5);
  const roof = random.pick(slates);
  const palette = brick ? random.shuffle(bricks) : random.shuffle(plasters);
  const doors = random.shuffle(['#6f7f73', '#7f8f99', '#5b4a3a', '#8c6f5a', '#a4a189', '#4e5661']);
  let row = '';
  for (let i = 0; i < count; i++) {
    const plan: Unit = { x: x0 + i * unitWidth, width: unitWidth, wall: palette[i % palette.length], brick, door: doors[i % doors.length] };
    row += unit(defs, random, plan, baseY, roof, i % 2 === 1);
    // Party walls rise a little above the roofs, as fire walls do.
    row += rect(plan.x - 6, baseY - 430, 12, 430, shade(plan.wall, -0.2));
  }
  // Front gardens: a path to each door, a low hedge and a few plants.
  let gardens = lawn(defs, baseY, width, height, '#a3ad80');
  for (let i = 0; i < count; i++) {
    const ux = x0 + i * unitWidth;
    const door = i % 2 === 1 ? ux + unitWidth - 110 : ux + 40;
    gardens += poly(
      [
        [door, baseY],
        [door + 70, baseY],
        [door + 84, height],
        [door - 14, height],
      ],
      '#ddd5c5',
    );
    gardens += bush(random, i % 2 === 1 ? ux + 90 : ux + unitWidth - 90, baseY + 30, 90);
    const hedgeFrom = i % 2 === 1 ? ux + 10 : door + 100;
    const hedgeTo = i % 2 === 1 ? door - 30 : ux + unitWidth - 10;
    gardens += hedge(defs, hedgeFrom, height - 110, hedgeTo - hedgeFrom, 70);
  }
  const street = rect(0, height - 40, width, 40, mix('#c8c0b0', light.haze, 0.2));
  return (
    sky(defs, light, random, width, height) +
    distantTrees(random, light, width, baseY - 120, 170) +
    tree(random, light, x0 - 80, baseY + 20, 300) +
    tree(random, light, x0 + total + 60, baseY + 20, 280) +
    group(row) +
    rect(x0, baseY, total, 10, '#000', 'opacity="0.15"') +
    gardens +
    street
  );
}
