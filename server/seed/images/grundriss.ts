import { brand } from './palette';
import { basin, bathtub, bed, coffeeTable, dining, kitchenRun, shower, sofa, toilet, wardrobe } from './planSymbols';
import type { Scene } from './scene';
import { circle, group, line, path, rect } from './svg';

/** 100 px are one metre: furniture symbols use real sizes, and the labels' areas come out right. */
const METRE = 100;
const WALL = '#3a372f';
const PAPER = '#fbfaf6';
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

interface Room {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  wet: boolean;
}

/** `mirror` maps an x of the unmirrored plan to where it lands on the page. */
function label(room: Room, mirror: (x: number) => number, dx = 0, dy = 0): string {
  const area = ((room.w / METRE) * (room.h / METRE)).toFixed(1).replace('.', ',');
  const cx = mirror(room.x + room.w / 2 + dx);
  const cy = room.y + room.h / 2 + dy;
  return (
    `<text x="${cx}" y="${cy}" text-anchor="middle" font-size="24" fill="${brand.bronze}" ${FONT} font-weight="bold">${room.name}</text>` +
    `<text x="${cx}" y="${cy + 28}" text-anchor="middle" font-size="19" fill="#7a7466" ${FONT}>${area} m²</text>`
  );
}

/** A door: a gap in the wall, the leaf and the quarter circle it sweeps. */
function door(x: number, y: number, vertical: boolean, flip: 1 | -1 = 1): string {
  const w = 90;
  if (vertical)
    return (
      rect(x - 8, y, 16, w, PAPER) +
      line(x, y, x + flip * w, y, WALL, 3) +
      path(
        `M${x + flip * w},${y} A${w},${w} 0 0 ${flip > 0 ? 1 : 0} ${x},${y + w}`,
        'none',
        `stroke="${WALL}" stroke-width="1.2" stroke-dasharray="5 4"`,
      )
    );
  return (
    rect(x, y - 8, w, 16, PAPER) +
    line(x, y, x, y + flip * w, WALL, 3) +
    path(
      `M${x},${y + flip * w} A${w},${w} 0 0 ${flip > 0 ? 0 : 1} ${x + w},${y}`,
      'none',
      `stroke="${WALL}" stroke-width="1.2" stroke-dasharray="5 4"`,
    )
  );
}

/** A window in an outer wall: the wall opens and two thin lines of glass span it. */
function windowIn(x: number, y: number, length: number, vertical: boolean): string {
  const w = vertical ? 20 : length;
  const h = vertical ? length : 20;
  const ox = vertical ? x - 10 : x;
  const oy = vertical ? y : y - 10;
  return (
    rect(ox, oy, w, h, '#e6f0f2', `stroke="${WALL}" stroke-width="2"`) +
    (vertical ? line(x, y, x, y + length, WALL, 1.5) : line(x, y, x + length, y, WALL, 1.5))
  );
}

/** A clean apartment floor plan in three bands: sleeping and bathing, hall and kitchen, living with balcony. */
export function grundriss({ defs, random, width, height }: Scene): string {
  const planW = Math.round(random.range(10.4, 12.4) * 10) * 10;
  const planD = Math.round(random.range(6.6, 7.4) * 10) * 10;
  const x0 = Math.round((width - planW) / 2);
  const y0 = 210;
  const col1 = Math.round((random.range(0.28, 0.33) * planW) / 10) * 10;
  const col2 = Math.round((random.range(0.22, 0.26) * planW) / 10) * 10;
  const bedDepth = Math.round((planD * random.range(0.58, 0.64)) / 10) * 10;
  const kitchenDepth = Math.round((planD * random.range(0.46, 0.52)) / 10) * 10;
  const bedroom: Room = { name: 'Schlafen', x: x0, y: y0, w: col1, h: bedDepth, wet: false };
  const bath: Room = { name: 'Bad', x: x0, y: y0 + bedDepth, w: col1, h: planD - bedDepth, wet: true };
  const kitchen: Room = { name: 'Küche', x: x0 + col1, y: y0, w: col2, h: kitchenDepth, wet: true };
  const hall: Room = { name: 'Flur', x: x0 + col1, y: y0 + kitchenDepth, w: col2, h: planD - kitchenDepth, wet: false };
  const living: Room = { name: 'Wohnen / Essen', x: x0 + col1 + col2, y: y0, w: planW - col1 - col2, h: planD, wet: false };
  const rooms = [bedroom, bath, kitchen, hall, living];

  const wood = defs.linear([
    [0, '#f3ecdf'],
    [1, '#efe6d6'],
  ]);
  let floors = '';
  for (const room of rooms) {
    floors += rect(room.x, room.y, room.w, room.h, room.wet ? '#eef0ee' : wood);
    const step = room.wet ? 30 : 22;
    const colour = room.wet ? '#dfe3e0' : '#e8dcc6';
    for (let ly = room.y + step; ly < room.y + room.h; ly += step) floors += line(room.x, ly, room.x + room.w, ly, colour, 1);
    if (room.wet) for (let lx = room.x + step; lx < room.x + room.w; lx += step) floors += line(lx, room.y, lx, room.y + room.h, colour, 1);
  }
  // Balcony along the living room: decking and a railing.
  const balcony = { x: living.x + 40, y: y0 - 150, w: living.w - 80, h: 150 };
  let outside = rect(balcony.x, balcony.y, balcony.w, balcony.h, '#f4efe4', `stroke="${WALL}" stroke-width="4"`);
  for (let bx = balcony.x + 18; bx < balcony.x + balcony.w; bx += 18)
    outside += line(bx, balcony.y, bx, balcony.y + balcony.h, '#e2d6bf', 1.5);

  let walls = '';
  for (const room of rooms) walls += rect(room.x, room.y, room.w, room.h, 'none', `stroke="${WALL}" stroke-width="10"`);
  walls += rect(x0, y0, planW, planD, 'none', `stroke="${WALL}" stroke-width="20"`);

  // Openings: doors from the hall, a wide opening from kitchen to living, the entrance, windows.
  const hallTop = hall.y;
  let openings = door(hall.x, Math.max(hallTop + 20, bedroom.y + bedroom.h - 130), true, -1);
  openings += door(hall.x, bath.y + 30, true, -1);
  openings += door(hall.x + hall.w, hall.y + 40, true, 1);
  openings += rect(kitchen.x + kitchen.w - 8, kitchen.y + 60, 16, kitchen.h - 120, PAPER);
  openings += door(hall.x + 20, y0 + planD, false, -1);
  openings += windowIn(bedroom.x + 40, y0, bedroom.w - 80, false) + windowIn(kitchen.x + 30, y0, kitchen.w - 60, false);
  // Floor-to-ceiling glazing onto the balcony.
  openings += windowIn(living.x + 60, y0, living.w - 120, false);
  openings +=
    windowIn(x0 + planW, y0 + 80, planD - 260, true) +
    windowIn(x0, y0 + 60, bedDepth - 120, true) +
    windowIn(bath.x + 40, y0 + planD, 100, false);

  // Furniture at real sizes.
  // Everything keeps clear of the doors' swing.
  let furniture =
    bed(bedroom.x + bedroom.w / 2 - 80, bedroom.y + 60) +
    wardrobe(bedroom.x + 20, bedroom.y + bedroom.h - 80, Math.min(200, bedroom.w - 170));
  furniture +=
    bathtub(bath.x + 20, bath.y + 20) +
    toilet(bath.x + bath.w - 70, bath.y + bath.h - 70) +
    basin(bath.x + bath.w - 170, bath.y + bath.h - 56);
  if (bath.w > 330) furniture += shower(bath.x + 20, bath.y + bath.h - 110);
  furniture +=
    kitchenRun(kitchen.x + 14, kitchen.y + 14, kitchen.w - 28) +
    wardrobe(hall.x + hall.w - 56, hall.y + 130, 40, Math.min(150, hall.h - 160));
  furniture +=
    sofa(living.x + 50, living.y + living.h - 130, Math.min(260, living.w * 0.5)) +
    coffeeTable(living.x + Math.min(260, living.w * 0.5) / 2 - 5, living.y + living.h - 250);
  furniture += dining(living.x + living.w - 330, living.y + 110, 6);

  // Half the plans are mirrored: the drawing flips, the labels only move (text must stay readable).
  const mirrored = random.chance(0.5);
  const mirror = (x: number) => (mirrored ? width - x : x);
  const labels =
    label(bedroom, mirror, 0, 75) +
    label(bath, mirror, 40, 20) +
    label(kitchen, mirror, 0, 50) +
    label(hall, mirror, 0, -10) +
    label(living, mirror, -40, -20) +
    `<text x="${mirror(balcony.x + balcony.w / 2)}" y="${balcony.y + 84}" text-anchor="middle" font-size="21" fill="#7a7466" ${FONT}>Balkon</text>`;
  const drawing = group(floors + outside + walls + openings + furniture, mirrored ? `transform="translate(${width} 0) scale(-1 1)"` : '');
  // The balcony counts a quarter, as the Wohnflächenverordnung allows.
  const total = rooms.reduce((sum, room) => sum + (room.w / METRE) * (room.h / METRE), 0) + ((balcony.w / METRE) * (balcony.h / METRE)) / 4;
  // North arrow and scale bar, as on every proper plan.
  const nx = x0 + planW + 60;
  const north =
    circle(nx, 120, 34, 'none', `stroke="${WALL}" stroke-width="2"`) +
    path(`M${nx},${92} L${nx + 12},${132} L${nx},${122} L${nx - 12},${132} Z`, WALL) +
    `<text x="${nx}" y="${80}" text-anchor="middle" font-size="20" fill="${WALL}" ${FONT}>N</text>`;
  let scale = '';
  for (let m = 0; m < 3; m++)
    scale += rect(x0 + m * METRE, height - 60, METRE, 10, m % 2 ? PAPER : WALL, `stroke="${WALL}" stroke-width="2"`);
  scale += `<text x="${x0 + 3 * METRE + 14}" y="${height - 50}" font-size="18" fill="${WALL}" ${FONT}>3 m</text>`;
  const title = `<text x="${x0 + planW}" y="${height - 50}" text-anchor="end" font-size="22" fill="${brand.bronze}" ${FONT}>Wohnfläche ca. ${Math.round(total)} m²</text>`;

  let grid = rect(0, 0, width, height, PAPER);
  for (let gx = 0; gx < width; gx += 50) grid += line(gx, 0, gx, height, '#f0ede4', 1);
  for (let gy = 0; gy < height; gy += 50) grid += line(0, gy, width, gy, '#f0ede4', 1);
  return grid + drawing + labels + north + scale + title;
}
