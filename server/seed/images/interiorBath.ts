import { mix, shade } from './color';
import { plant } from './furnishing';
import type { Scene } from './scene';
import { roomGeometry, roomShell, tiles } from './room';
import { circle, ellipse, group, line, path, poly, rect } from './svg';

/** A calm bathroom: large tiles, a freestanding tub under a frosted window, a wooden vanity and a walk-in shower. */
export function interiorBath(scene: Scene): string {
  const { defs, random, light, width, height } = scene;
  const room = roomGeometry(scene);
  const tile = random.pick(['#e7e2d8', '#dcd8cf', '#e4ddd0', '#d8dcd6']);
  const wood = random.pick(['#b98b5e', '#a87c52', '#c49a6c', '#8c6f5a']);
  let body =
    roomShell(defs, room, { wall: shade(tile, 0.05), back: tile, floor: shade(tile, -0.1) }, light.shadowSide) +
    tiles(defs, room, shade(tile, -0.22), 170);
  // Large-format tiles on the back wall.
  for (let tx = room.left + 120; tx < room.right; tx += 120) body += line(tx, room.top, tx, room.floor, shade(tile, -0.08), 1.5);
  for (let ty = room.top + 160; ty < room.floor; ty += 160) body += line(room.left, ty, room.right, ty, shade(tile, -0.08), 1.5);

  // Frosted window high above the tub.
  const wx = room.left + 60;
  body +=
    rect(wx - 10, room.top + 40, 300, 170, '#f7f4ee') +
    rect(
      wx,
      room.top + 50,
      280,
      150,
      defs.linear([
        [0, '#f4f6f4'],
        [1, mix(light.skyBottom, '#ffffff', 0.5)],
      ]),
    ) +
    rect(wx + 136, room.top + 50, 8, 150, '#f7f4ee');
  body += poly(
    [
      [wx, room.top + 200],
      [wx + 280, room.top + 200],
      [wx + 380, room.floor + 120],
      [wx - 40, room.floor + 120],
    ],
    defs.linear([
      [0, '#fffaf0', 0.35],
      [1, '#fffaf0', 0],
    ]),
  );

  // Freestanding bathtub: rim seen from above, a smooth white body, a tall floor tap.
  const tubX = room.left - 40;
  const tubY = room.floor + 60;
  body += ellipse(tubX + 250, tubY + 134, 250, 18, '#000', 'opacity="0.12"');
  body += path(
    `M${tubX},${tubY} L${tubX + 500},${tubY} Q${tubX + 490},${tubY + 130} ${tubX + 420},${tubY + 134} L${tubX + 80},${tubY + 134} Q${tubX + 10},${tubY + 130} ${tubX},${tubY} Z`,
    defs.linear(
      [
        [0, '#ffffff'],
        [1, '#e4e1da'],
      ],
      [0, 0, 1, 0],
    ),
  );
  body += ellipse(tubX + 250, tubY, 250, 34, '#fbfaf7') + ellipse(tubX + 250, tubY + 2, 226, 24, '#dfe7e8');
  body += path(
    `M${tubX + 540},${tubY + 130} L${tubX + 540},${tubY - 70} Q${tubX + 540},${tubY - 96} ${tubX + 512},${tubY - 96} L${tubX + 490},${tubY - 96}`,
    'none',
    'stroke="#8c9194" stroke-width="8" stroke-linecap="round"',
  );
  body += rect(tubX + 320, tubY - 30, 90, 26, random.pick(['#c7bc8f', '#d9c9b0', '#a9b3a6']), 'rx="6"');

  // Wooden vanity with a vessel basin and a round mirror with a warm halo.
  const vx = width * 0.52;
  const vy = room.floor - 190;
  const mirrorGlass = defs.linear(
    [
      [0, '#eef2f2'],
      [1, '#c9d3d6'],
    ],
    [0, 0, 1, 1],
  );
  body += random.chance(0.5)
    ? circle(vx + 150, vy - 170, 128, '#fff5df', `opacity="0.6" filter="${defs.blur(16)}"`) +
      circle(vx + 150, vy - 170, 110, '#c9bfa8') +
      circle(vx + 150, vy - 170, 102, mirrorGlass)
    : rect(vx + 10, vy - 300, 280, 230, '#fff5df', `opacity="0.6" rx="30" filter="${defs.blur(16)}"`) +
      rect(vx + 30, vy - 284, 240, 200, '#c9bfa8', 'rx="24"') +
      rect(vx + 38, vy - 276, 224, 184, mirrorGlass, 'rx="18"');
  body +=
    rect(vx, vy, 300, 90, wood, 'rx="4"') +
    rect(vx + 8, vy + 14, 138, 64, shade(wood, -0.1), 'rx="3"') +
    rect(vx + 154, vy + 14, 138, 64, shade(wood, -0.1), 'rx="3"') +
    rect(vx, vy + 90, 300, 14, '#000', 'opacity="0.1"');
  body +=
    ellipse(vx + 150, vy - 4, 80, 12, '#ffffff') +
    path(
      `M${vx + 70},${vy - 4} Q${vx + 150},${vy + 24} ${vx + 230},${vy - 4} L${vx + 228},${vy - 24} Q${vx + 150},${vy - 8} ${vx + 72},${vy - 24} Z`,
      '#f3f1ec',
    );
  body += path(
    `M${vx + 150},${vy - 34} L${vx + 150},${vy - 66} L${vx + 120},${vy - 66}`,
    'none',
    'stroke="#8c9194" stroke-width="7" stroke-linecap="round"',
  );
  body += rect(vx + 250, vy - 44, 22, 40, '#e9e4da', 'rx="5"') + circle(vx + 30, vy - 24, 22, '#7d8f62');

  // Walk-in shower on the right: glass panel, rain head, a niche.
  const shX = room.right - 210;
  body +=
    rect(shX + 30, room.top + 70, 10, 120, '#8c9194') +
    ellipse(shX + 90, room.top + 70, 70, 12, '#8c9194') +
    rect(shX + 20, room.top + 60, 140, 8, '#8c9194');
  body +=
    rect(shX + 70, room.top + 280, 100, 60, shade(tile, -0.12)) +
    rect(shX + 86, room.top + 300, 22, 40, '#c7bc8f', 'rx="4"') +
    rect(shX + 118, room.top + 294, 20, 46, '#a4a189', 'rx="4"');
  const glassEdge = room.right - 10;
  body +=
    poly(
      [
        [glassEdge, room.top + 40],
        [width - 40, 0],
        [width - 40, height - 40],
        [glassEdge, room.floor],
      ],
      '#dfeaec',
      'opacity="0.28"',
    ) + line(glassEdge, room.top + 40, glassEdge, room.floor, '#a6b1b4', 4);
  // A towel ladder and a plant finish the room.
  const lx = width - 150;
  body += line(lx, height - 60, lx + 70, 200, '#6b5a48', 8) + line(lx + 90, height - 60, lx + 160, 200, '#6b5a48', 8);
  for (let k = 1; k < 5; k++) {
    const t = k / 5;
    body += line(lx + 70 * t, height - 60 - (height - 260) * t, lx + 90 + 70 * t, height - 60 - (height - 260) * t, '#6b5a48', 6);
  }
  body += rect(lx + 28, height * 0.5, 100, 180, random.pick(['#f3eee4', '#e3d5b8', '#c9d1c6']), 'rx="8"');
  body += plant(random, 110, height - 50, 340);
  return group(body);
}
