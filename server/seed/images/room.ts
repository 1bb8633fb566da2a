import { shade } from './color';
import type { Scene } from './scene';
import { type Defs, group, line, poly } from './svg';
import type { Point } from './svg';

/** A room in one-point perspective: where the back wall sits and where lines vanish. */
export interface Room {
  left: number;
  right: number;
  top: number;
  /** Where the back wall meets the floor. */
  floor: number;
  vanish: Point;
  width: number;
  height: number;
}

export function roomGeometry({ width, height }: Scene): Room {
  return {
    left: width * 0.19,
    right: width * 0.81,
    top: height * 0.15,
    floor: height * 0.66,
    vanish: [width * 0.5, height * 0.45],
    width,
    height,
  };
}

/** The point at height `y` on the line from (x, bottom of the picture) towards the vanishing point. */
export function toward(room: Room, x: number, y: number): Point {
  const [vx, vy] = room.vanish;
  const t = (room.height - y) / (room.height - vy);
  return [x + (vx - x) * t, y];
}

/** Walls, ceiling and floor with soft light; `floorFill` paints the floor, `floorLines` draws its joints. */
export function roomShell(defs: Defs, room: Room, colours: { wall: string; back: string; floor: string }, light: 1 | -1): string {
  const { left, right, top, floor, width, height } = room;
  const lit = light > 0 ? 0.06 : -0.06;
  const ceiling = poly(
    [
      [0, 0],
      [width, 0],
      [right, top],
      [left, top],
    ],
    shade(colours.wall, 0.35),
  );
  const leftWall = poly(
    [
      [0, 0],
      [left, top],
      [left, floor],
      [0, height],
    ],
    defs.linear(
      [
        [0, shade(colours.wall, lit)],
        [1, shade(colours.wall, -0.04)],
      ],
      [0, 0, 1, 0],
    ),
  );
  const rightWall = poly(
    [
      [width, 0],
      [right, top],
      [right, floor],
      [width, height],
    ],
    defs.linear(
      [
        [0, shade(colours.wall, -0.04)],
        [1, shade(colours.wall, -lit)],
      ],
      [0, 0, 1, 0],
    ),
  );
  const back = poly(
    [
      [left, top],
      [right, top],
      [right, floor],
      [left, floor],
    ],
    defs.linear([
      [0, shade(colours.back, 0.08)],
      [1, shade(colours.back, -0.04)],
    ]),
  );
  const floorShape = poly(
    [
      [left, floor],
      [right, floor],
      [width, height],
      [0, height],
    ],
    defs.linear([
      [0, shade(colours.floor, 0.08)],
      [1, shade(colours.floor, -0.12)],
    ]),
  );
  // Skirting boards and a ceiling cornice tie the planes together.
  const skirting =
    poly(
      [
        [left, floor - 10],
        [right, floor - 10],
        [right, floor],
        [left, floor],
      ],
      shade(colours.back, 0.3),
    ) +
    poly(
      [
        [0, height - 22],
        [left, floor - 8],
        [left, floor],
        [0, height],
      ],
      shade(colours.wall, 0.25),
    ) +
    poly(
      [
        [width, height - 22],
        [right, floor - 8],
        [right, floor],
        [width, height],
      ],
      shade(colours.wall, 0.2),
    );
  const cornice =
    line(left, top + 4, right, top + 4, shade(colours.back, 0.35), 8) +
    line(0, 10, left, top + 4, shade(colours.wall, 0.3), 6) +
    line(width, 10, right, top + 4, shade(colours.wall, 0.3), 6);
  return group(ceiling + leftWall + rightWall + back + floorShape + skirting + cornice);
}

/** Drawing confined to the floor, so joints never run up the walls. */
function onFloor(defs: Defs, room: Room, body: string): string {
  return group(
    body,
    `clip-path="${defs.clip([
      [room.left, room.floor],
      [room.right, room.floor],
      [room.width, room.height],
      [0, room.height],
    ])}"`,
  );
}

/** Floor boards converging to the vanishing point, with staggered end joints. */
export function boards(defs: Defs, room: Room, colour: string, spacing: number): string {
  let body = '';
  for (let x = -room.width; x <= room.width * 2; x += spacing) {
    const [tx] = toward(room, x, room.floor);
    body += line(tx, room.floor, x, room.height, colour, 1.5);
  }
  // Cross joints on a few rows, shifted per board so they do not line up.
  for (let row = 0; row < 6; row++) {
    const y = room.floor + (room.height - room.floor) * ((row + 1) / 7) ** 1.4;
    for (let x = -room.width + (row % 2) * spacing * 0.5; x <= room.width * 2; x += spacing * 2.5) {
      const [ax] = toward(room, x, y);
      const [bx] = toward(room, x + spacing, y);
      body += line(ax, y, bx, y, colour, 1.2);
    }
  }
  return onFloor(defs, room, body);
}

/** A tiled floor: joints towards the vanishing point and rows that get closer with distance. */
export function tiles(defs: Defs, room: Room, colour: string, spacing: number): string {
  let body = '';
  for (let x = -room.width; x <= room.width * 2; x += spacing) {
    const [tx] = toward(room, x, room.floor);
    body += line(tx, room.floor, x, room.height, colour, 1.5);
  }
  for (let row = 1; row < 9; row++) {
    const y = room.floor + (room.height - room.floor) * (row / 9) ** 1.6;
    body += line(0, y, room.width, y, colour, 1.5);
  }
  return onFloor(defs, room, body);
}
