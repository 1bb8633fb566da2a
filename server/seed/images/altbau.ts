import { mix, shade } from './color';
import type { Light } from './light';
import { plasters, slates } from './palette';
import type { Random } from './random';
import type { Scene } from './scene';
import { sky } from './sky';
import { street } from './street';
import { groundShadow, streetLamp, tree } from './scenery';
import { type Defs, group, line, poly, rect } from './svg';
import { crown, flowerBox, sill, windowPane } from './windows';

interface FacadePlan {
  x: number;
  width: number;
  baseY: number;
  floors: number;
  axes: number;
  plaster: string;
  /** The middle axes get balconies and a slightly projecting centre (Risalit). */
  balconies: boolean;
}

const GROUND = 150;
const FLOOR = 136;

/** Rusticated ground floor: stone courses, an arched entrance and shop-like windows. */
function groundFloor(defs: Defs, random: Random, plan: FacadePlan, stone: string): string {
  const { x, width, baseY } = plan;
  let body = rect(x, baseY - GROUND, width, GROUND, stone);
  for (let y = baseY - GROUND + 24; y < baseY; y += 24) body += line(x, y, x + width, y, shade(stone, -0.12), 2);
  const step = width / plan.axes;
  const door = Math.floor(plan.axes / 2);
  for (let i = 0; i < plan.axes; i++) {
    const cx = x + step * (i + 0.5);
    if (i === door) {
      body += rect(cx - 34, baseY - 124, 68, 124, shade(stone, 0.18), 'rx="34"');
      body += rect(cx - 26, baseY - 116, 52, 116, '#5a4634', 'rx="26"');
      body += line(cx, baseY - 90, cx, baseY, '#3f3023', 2);
    } else {
      body += windowPane(defs, random, cx - 28, baseY - 118, 56, 86, { frame: '#f3efe6', bars: 'mullion', arched: true });
    }
  }
  // The heavy cornice that separates the plinth from the living floors.
  body +=
    rect(x - 4, baseY - GROUND - 10, width + 8, 14, shade(stone, 0.2)) +
    rect(x - 4, baseY - GROUND + 4, width + 8, 6, '#000', 'opacity="0.12"');
  return body;
}

/**
 * The living floors, drawn in layers (walls' string courses, windows, then crowns and balconies) so no
 * floor paints over the ornament of the one below. Each floor: crown zone, window, sill, string course.
 */
function upperFloors(defs: Defs, random: Random, plan: FacadePlan): string {
  const { x, width, baseY, floors, axes, plaster } = plan;
  const stucco = shade(plaster, 0.35);
  const step = width / axes;
  const windowWidth = Math.min(58, step * 0.46);
  const middle = axes % 2 === 1 ? [Math.floor(axes / 2)] : [axes / 2 - 1, axes / 2];
  const hasBalcony = (floor: number, axis: number) => plan.balconies && middle.includes(axis) && floor < 2;
  let courses = '';
  let windows = '';
  let ornament = '';
  for (let floor = 0; floor < floors; floor++) {
    const floorTop = baseY - GROUND - FLOOR * (floor + 1);
    courses += rect(x, floorTop + FLOOR - 6, width, 6, shade(plaster, 0.18));
    const windowTop = floorTop + 38;
    const windowHeight = floor === 0 ? 88 : 84 - floor * 4;
    const crownKind = floor === 0 ? 'triangle' : floor === 1 ? 'segment' : 'straight';
    for (let i = 0; i < axes; i++) {
      const wx = x + step * (i + 0.5) - windowWidth / 2;
      const balcony = hasBalcony(floor, i);
      const height = balcony ? FLOOR - 44 : windowHeight;
      windows += rect(wx - 7, windowTop - 7, windowWidth + 14, height + 14, stucco);
      windows += windowPane(defs, random, wx, windowTop, windowWidth, height, { frame: '#f6f3ec', bars: 'cross' });
      // Under a balcony the slab and its consoles crown the window instead.
      if (!hasBalcony(floor + 1, i)) ornament += crown(crownKind, wx, windowTop - 7, windowWidth, stucco);
      if (balcony) ornament += balconyRailing(wx - 20, windowTop + height, windowWidth + 40, stucco);
      else {
        ornament += sill(wx, windowTop + height + 4, windowWidth, stucco);
        if (random.chance(0.12)) ornament += flowerBox(random, wx - 2, windowTop + height + 4, windowWidth + 4);
      }
    }
  }
  return courses + windows + ornament;
}

/** A stone slab on consoles with a wrought-iron railing. */
function balconyRailing(x: number, y: number, width: number, stone: string): string {
  let body = rect(x + 4, y + 12, width - 8, 14, '#000', 'opacity="0.1"');
  body += rect(x, y, width, 12, shade(stone, 0.1)) + rect(x, y + 10, width, 3, shade(stone, -0.25));
  for (const cx of [x + 8, x + width - 20])
    body += poly(
      [
        [cx, y + 12],
        [cx + 12, y + 12],
        [cx + 9, y + 30],
        [cx + 3, y + 30],
      ],
      shade(stone, -0.1),
    );
  const iron = '#2f3133';
  body += rect(x, y - 46, width, 4, iron) + rect(x, y - 8, width, 3, iron);
  for (let bx = x + 6; bx < x + width - 2; bx += 9) body += line(bx, y - 44, bx, y, iron, 2);
  for (let bx = x + 10; bx < x + width - 8; bx += 18)
    body += `<circle cx="${Math.round(bx)}" cy="${y - 26}" r="6" fill="none" stroke="${iron}" stroke-width="1.5"/>`;
  return body;
}

/** Corner pilasters (Lisenen) frame the house and separate it from its neighbours. */
function pilasters(plan: FacadePlan, top: number): string {
  const colour = shade(plan.plaster, 0.2);
  return [plan.x, plan.x + plan.width - 22]
    .map(
      (px) =>
        rect(px, top, 22, plan.baseY - GROUND - top, colour) + rect(px + 22, top, 3, plan.baseY - GROUND - top, '#000', 'opacity="0.07"'),
    )
    .join('');
}

/** The projecting centre bay (Risalit): lighter, with a shadow on the side away from the sun, crowned by a gable. */
function risalit(plan: FacadePlan, top: number, light: Light): { front: string; gable: string } {
  const step = plan.width / plan.axes;
  const span = plan.axes % 2 === 1 ? step : step * 2;
  const x = plan.x + (plan.width - span) / 2 - 16;
  const width = span + 32;
  const colour = shade(plan.plaster, 0.08);
  const shadowX = light.shadowSide > 0 ? x + width : x - 10;
  const front =
    rect(shadowX, top, 10, plan.baseY - GROUND - top, '#000', 'opacity="0.08"') + rect(x, top, width, plan.baseY - GROUND - top, colour);
  const peak = top - 18 - 120;
  const gable =
    poly(
      [
        [x - 8, top - 18],
        [x + width + 8, top - 18],
        [x + width + 8, top - 60],
        [x + width / 2, peak],
        [x - 8, top - 60],
      ],
      shade(plan.plaster, 0.14),
    ) +
    poly(
      [
        [x - 16, top - 58],
        [x + width / 2, peak - 12],
        [x + width + 16, top - 58],
        [x + width + 16, top - 50],
        [x + width / 2, peak - 2],
        [x - 16, top - 50],
      ],
      shade(plan.plaster, 0.32),
    ) +
    `<circle cx="${Math.round(x + width / 2)}" cy="${Math.round(top - 64)}" r="22" fill="${shade(plan.plaster, 0.35)}"/>` +
    `<circle cx="${Math.round(x + width / 2)}" cy="${Math.round(top - 64)}" r="15" fill="#8ea3ad"/>`;
  return { front, gable };
}

/** Top cornice with dentils, and a slate mansard roof with dormers and chimneys. */
function roof(defs: Defs, random: Random, plan: FacadePlan, top: number, light: Light): string {
  const { x, width, axes, plaster } = plan;
  const slate = random.pick(slates);
  let body = rect(x - 10, top - 18, width + 20, 20, shade(plaster, 0.3));
  for (let dx = x; dx < x + width; dx += 14) body += rect(dx, top - 2, 8, 8, shade(plaster, 0.25));
  body += rect(x - 10, top + 6, width + 20, 10, '#000', 'opacity="0.12"');
  const roofHeight = 104;
  body += poly(
    [
      [x - 6, top - 18],
      [x + width + 6, top - 18],
      [x + width - 30, top - 18 - roofHeight],
      [x + 30, top - 18 - roofHeight],
    ],
    defs.linear([
      [0, shade(slate, 0.12)],
      [1, shade(slate, -0.12)],
    ]),
  );
  const step = width / axes;
  for (let i = 0; i < axes; i += 2) {
    const cx = x + step * (i + 0.5);
    const dy = top - 18 - 78;
    body +=
      rect(cx - 22, dy, 44, 54, shade(slate, -0.08)) +
      poly(
        [
          [cx - 28, dy],
          [cx + 28, dy],
          [cx, dy - 22],
        ],
        shade(slate, -0.2),
      );
    body += windowPane(defs, random, cx - 14, dy + 8, 28, 40, { frame: '#f1ede4', bars: 'mullion' });
  }
  const chimneyX = x + width * random.range(0.15, 0.85);
  body +=
    rect(chimneyX, top - 18 - roofHeight - 34, 26, 40, mix('#9a6a52', light.skyBottom, 0.15)) +
    rect(chimneyX - 3, top - 18 - roofHeight - 40, 32, 8, '#7d5644');
  return body;
}

function facade(defs: Defs, random: Random, plan: FacadePlan, light: Light): string {
  const top = plan.baseY - GROUND - FLOOR * plan.floors;
  const wall = defs.linear(
    [
      [0, shade(plan.plaster, light.warmth * 0.3)],
      [1, shade(plan.plaster, -0.06)],
    ],
    light.shadowSide > 0 ? [0, 0, 1, 0.3] : [1, 0, 0, 0.3],
  );
  const stone = mix(plan.plaster, '#b9ab92', 0.45);
  const centre = plan.balconies ? risalit(plan, top, light) : { front: '', gable: '' };
  return group(
    rect(plan.x, top, plan.width, plan.baseY - top, wall) +
      pilasters(plan, top) +
      centre.front +
      upperFloors(defs, random, plan) +
      groundFloor(defs, random, plan, stone) +
      roof(defs, random, plan, top, light) +
      centre.gable,
  );
}

/** A Gründerzeit house front in a Cologne street, with its neighbours and street trees. */
export function altbau({ defs, random, light, width, height }: Scene): string {
  const baseY = height - 130;
  const colours = random.shuffle(plasters);
  const mainWidth = random.range(640, 760);
  const mainX = (width - mainWidth) / 2 + random.range(-80, 80);
  const floors = random.int(3, 4);
  const main: FacadePlan = { x: mainX, width: mainWidth, baseY, floors, axes: random.int(5, 6), plaster: colours[0], balconies: true };
  const left: FacadePlan = {
    x: mainX - 560,
    width: 560,
    baseY,
    floors: floors + random.pick([0, -1, 1]),
    axes: 4,
    plaster: colours[1],
    balconies: random.chance(0.5),
  };
  const right: FacadePlan = {
    x: mainX + mainWidth,
    width: 600,
    baseY,
    floors: floors + random.pick([0, -1]),
    axes: 4,
    plaster: colours[2],
    balconies: random.chance(0.5),
  };
  // A veil of haze over the neighbours, so the eye goes to the house on offer.
  const veil = rect(0, 0, width, baseY, light.haze, 'opacity="0.22"');
  const neighbours = facade(defs, random, left, light) + facade(defs, random, right, light) + veil;
  const treeSpots: [number, number][] = [
    [mainX - 120, 260],
    [mainX + mainWidth + 150, 240],
  ];
  const trees = treeSpots
    .map(
      ([tx, size]) =>
        groundShadow(defs, tx + light.shadowSide * 30, baseY + 44, size * 0.9, 0.18) + tree(random, light, tx, baseY + 40, size),
    )
    .join('');
  const lamp = streetLamp(mainX + mainWidth * random.range(0.15, 0.3), baseY + 56, 250);
  return (
    sky(defs, light, random, width, height) +
    neighbours +
    facade(defs, random, main, light) +
    street(defs, width, height, baseY) +
    lamp +
    trees
  );
}
