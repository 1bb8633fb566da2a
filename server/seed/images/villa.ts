import { distantTrees, lawn } from './backdrop';
import { mix, shade } from './color';
import { slates } from './palette';
import type { Random } from './random';
import type { Scene } from './scene';
import { bush, groundShadow, hedge, tree } from './scenery';
import { sky } from './sky';
import { circle, type Defs, group, line, poly, rect } from './svg';
import { sill, windowPane } from './windows';

const FLOOR = 170;

/** Louvred shutters either side of a window. */
function shutters(x: number, y: number, width: number, height: number, colour: string): string {
  let body = '';
  for (const sx of [x - width * 0.52, x + width + 4]) {
    body += rect(sx, y, width * 0.48, height, colour);
    for (let ly = y + 8; ly < y + height - 4; ly += 8) body += line(sx + 3, ly, sx + width * 0.48 - 3, ly, shade(colour, -0.18), 1.5);
  }
  return body;
}

/** A column portico with a small pediment in front of the door. */
function portico(defs: Defs, cx: number, baseY: number, wall: string): string {
  const stone = shade(wall, 0.25);
  let body =
    rect(cx - 55, baseY - 150, 110, 150, '#5b4a3a') +
    rect(
      cx - 47,
      baseY - 142,
      94,
      142,
      defs.linear([
        [0, '#6e5a47'],
        [1, '#4d3e31'],
      ]),
    );
  body += circle(cx + 30, baseY - 72, 4, '#d9c58e');
  for (const px of [cx - 105, cx + 85])
    body += rect(
      px,
      baseY - 190,
      20,
      190,
      defs.linear(
        [
          [0, shade(stone, 0.1)],
          [0.5, stone],
          [1, shade(stone, -0.15)],
        ],
        [0, 0, 1, 0],
      ),
    );
  body +=
    rect(cx - 120, baseY - 206, 240, 18, stone) +
    poly(
      [
        [cx - 128, baseY - 206],
        [cx + 128, baseY - 206],
        [cx, baseY - 256],
      ],
      shade(stone, 0.05),
      `stroke="${shade(stone, -0.2)}" stroke-width="2"`,
    );
  body += rect(cx - 120, baseY - 188, 240, 10, '#000', 'opacity="0.1"');
  for (let step = 0; step < 3; step++)
    body += rect(cx - 130 - step * 14, baseY + step * 12, 260 + step * 28, 12, shade(stone, -0.05 * step));
  return body;
}

function house(defs: Defs, random: Random, scene: Scene, cx: number, baseY: number): string {
  const { light } = scene;
  const wall = random.pick(['#f3eee4', '#efe6d3', '#e9e6df', '#f1e8dc']);
  const roof = random.chance(0.6) ? random.pick(slates) : random.pick(['#8f5f4b', '#7e5645']);
  const shutter = random.pick(['#8c9a86', '#7f8f99', '#a4a189', '#b8ad8d', '#6f7f73']);
  const houseWidth = random.range(700, 820);
  const x0 = cx - houseWidth / 2;
  const wallTop = baseY - FLOOR * 2 - 20;
  const lit: [number, number, number, number] = light.shadowSide > 0 ? [0, 0, 1, 0] : [1, 0, 0, 0];
  let body = rect(
    x0,
    wallTop,
    houseWidth,
    baseY - wallTop,
    defs.linear(
      [
        [0, shade(wall, 0.25)],
        [1, shade(wall, -0.08)],
      ],
      lit,
    ),
  );
  body += rect(x0 - 8, baseY - 26, houseWidth + 16, 26, mix(wall, '#a89c86', 0.5));
  // Quoins at the corners, as on Marienburg villas.
  for (const qx of [x0, x0 + houseWidth - 26])
    for (let qy = wallTop + 6; qy < baseY - 40; qy += 34) body += rect(qx, qy, qy % 68 < 34 ? 26 : 18, 28, shade(wall, -0.06));

  const columns = [0.14, 0.31, 0.69, 0.86];
  for (let floor = 0; floor < 2; floor++) {
    const fy = baseY - 20 - FLOOR * (floor + 1);
    for (const column of columns) {
      const wx = x0 + houseWidth * column - 32;
      body += shutters(wx, fy + 40, 64, 104, shutter);
      body += windowPane(defs, random, wx, fy + 40, 64, 104, {
        frame: '#fbf8f2',
        bars: 'cross',
        arched: floor === 0 && random.chance(0.3),
      });
      body += sill(wx, fy + 146, 64, wall);
    }
    body += rect(x0, fy + FLOOR - 4, houseWidth, 6, shade(wall, 0.3));
  }
  // Above the portico: a balcony door with a stone balustrade.
  const upperY = baseY - 20 - FLOOR * 2;
  body += windowPane(defs, random, cx - 40, upperY + 30, 80, 130, { frame: '#fbf8f2', bars: 'cross' });

  const eaves = 36;
  const roofHeight = random.range(170, 220);
  const ridge = houseWidth * random.range(0.3, 0.45);
  let roofBody = poly(
    [
      [x0 - eaves, wallTop],
      [x0 + houseWidth + eaves, wallTop],
      [cx + ridge / 2, wallTop - roofHeight],
      [cx - ridge / 2, wallTop - roofHeight],
    ],
    defs.linear([
      [0, shade(roof, 0.1)],
      [1, shade(roof, -0.12)],
    ]),
  );
  roofBody +=
    rect(x0 - eaves, wallTop - 4, houseWidth + eaves * 2, 12, shade(wall, 0.2)) +
    rect(x0, wallTop + 8, houseWidth, 14, '#000', 'opacity="0.12"');
  for (const chimney of [cx - ridge / 2 + 20, cx + ridge / 2 - 46])
    roofBody +=
      rect(chimney, wallTop - roofHeight - 40, 28, 60, shade(wall, -0.05)) +
      rect(chimney - 4, wallTop - roofHeight - 46, 36, 8, shade(roof, -0.1));
  // A dormer in the roof's middle.
  const dy = wallTop - roofHeight * 0.62;
  roofBody +=
    rect(cx - 44, dy, 88, 70, shade(wall, 0.05)) +
    poly(
      [
        [cx - 56, dy + 4],
        [cx + 56, dy + 4],
        [cx, dy - 34],
      ],
      shade(roof, -0.15),
    );
  roofBody += windowPane(defs, random, cx - 26, dy + 12, 52, 52, { frame: '#fbf8f2', bars: 'cross' });
  return group(roofBody + body + portico(defs, cx, baseY, wall));
}

/** A detached villa in its garden, behind a clipped hedge with a gate. */
export function villa(scene: Scene): string {
  const { defs, random, light, width, height } = scene;
  const baseY = height - 250;
  const cx = width / 2 + random.range(-120, 120);
  const backTrees = [cx - 520, cx + 540].map((tx) => tree(random, light, tx, baseY + 10, random.range(420, 520))).join('');
  const gravel = '#e6dcc8';
  const drive = poly(
    [
      [cx - 130, baseY + 36],
      [cx + 130, baseY + 36],
      [cx + 210, height],
      [cx - 210, height],
    ],
    gravel,
  );
  const hedgeY = height - 120;
  const gate = (gx: number) =>
    rect(gx, hedgeY - 60, 34, 180, '#e9e2d2') + rect(gx - 5, hedgeY - 70, 44, 14, '#ddd4c0') + circle(gx + 17, hedgeY - 84, 12, '#f4e9c4');
  // A wrought-iron gate whose bars rise in a gentle arch towards the middle.
  const barTop = (i: number) => hedgeY - 10 - Math.sin((i / 15) * Math.PI) * 40;
  const gateBars =
    Array.from(
      { length: 16 },
      (_, i) =>
        line(cx - 150 + i * 20, barTop(i), cx - 150 + i * 20, height - 16, '#2f3133', 3) +
        circle(cx - 150 + i * 20, barTop(i) - 3, 4, '#2f3133'),
    ).join('') +
    `<path d="M${cx - 160},${hedgeY + 14} Q${cx},${hedgeY - 62} ${cx + 160},${hedgeY + 14}" fill="none" stroke="#2f3133" stroke-width="5"/>` +
    rect(cx - 160, hedgeY + 40, 320, 5, '#2f3133') +
    rect(cx - 160, height - 30, 320, 5, '#2f3133');
  const topiary = [cx - 190, cx + 190]
    .map(
      (tx) =>
        rect(tx - 24, baseY + 2, 48, 40, '#b9a48a') + circle(tx, baseY - 30, 40, '#6f8456') + circle(tx - 10, baseY - 42, 22, '#83976a'),
    )
    .join('');
  return (
    sky(defs, light, random, width, height) +
    distantTrees(random, light, width, baseY - 40, 200) +
    backTrees +
    lawn(defs, baseY, width, height) +
    groundShadow(defs, cx, baseY + 8, 900, 0.25) +
    house(defs, random, scene, cx, baseY) +
    drive +
    topiary +
    bush(random, cx - 420, baseY + 40, 110) +
    bush(random, cx + 420, baseY + 40, 110) +
    hedge(defs, -20, hedgeY, cx - 180, 140) +
    hedge(defs, cx + 200, hedgeY, width - cx - 180, 140) +
    gateBars +
    gate(cx - 214) +
    gate(cx + 180)
  );
}
