import { mix, shade } from './color';
import { outsideView, pendant, plant } from './furnishing';
import type { Scene } from './scene';
import { roomGeometry, roomShell, tiles } from './room';
import { circle, ellipse, group, line, path, poly, rect } from './svg';
import { glass } from './windows';

/** A kitchen with a long run of cabinets under a window, open shelves and an island with stools. */
export function interiorKitchen(scene: Scene): string {
  const { defs, random, light, width, height } = scene;
  const room = roomGeometry(scene);
  const wall = random.pick(['#f2ede3', '#efebe2']);
  const fronts = random.pick(['#a9b3a6', '#8e9a8c', '#c9c0ab', '#e9e4da', '#7f8f99']);
  const counter = random.pick(['#ece9e2', '#d9d4ca', '#f1eee8']);
  const wood = random.pick(['#b98b5e', '#a87c52', '#c49a6c']);
  let body =
    roomShell(defs, room, { wall, back: shade(wall, -0.03), floor: '#d9d3c8' }, light.shadowSide) + tiles(defs, room, '#c4bdb0', 150);

  // Back wall: tiled splashback, lower cabinets, worktop.
  const baseTop = room.floor - 170;
  body += rect(room.left, baseTop - 230, room.right - room.left, 230, '#f4f1ec');
  for (let ty = baseTop - 230; ty < baseTop; ty += 28) body += line(room.left, ty, room.right, ty, '#e2ddd3', 1.5);
  for (let row = 0; row < 9; row++)
    for (let tx = room.left + (row % 2) * 28; tx < room.right; tx += 56)
      body += line(tx, baseTop - 230 + row * 28, tx, baseTop - 202 + row * 28, '#e2ddd3', 1.5);
  const cabinets = Math.round((room.right - room.left) / 125);
  const cabinetWidth = (room.right - room.left) / cabinets;
  for (let i = 0; i < cabinets; i++) {
    const cx = room.left + i * cabinetWidth;
    body +=
      rect(cx + 3, baseTop + 20, cabinetWidth - 6, 140, fronts) +
      rect(cx + cabinetWidth / 2 - 20, baseTop + 36, 40, 5, shade(fronts, -0.35), 'rx="2"');
  }
  body += rect(room.left, room.floor - 14, room.right - room.left, 14, shade(fronts, -0.3));
  body +=
    rect(room.left - 6, baseTop, room.right - room.left + 12, 20, counter) +
    rect(room.left - 6, baseTop + 18, room.right - room.left + 12, 4, shade(counter, -0.2));

  // Window over the sink, open shelves left and right.
  const wx = scene.width / 2 - 170;
  body +=
    rect(wx - 12, room.top + 50, 364, baseTop - room.top - 80, '#f7f3ec') +
    outsideView(scene, wx, room.top + 62, 340, baseTop - room.top - 104) +
    rect(wx, room.top + 62, 340, baseTop - room.top - 104, glass(defs), 'opacity="0.2"');
  body += rect(wx + 166, room.top + 62, 8, baseTop - room.top - 104, '#f7f3ec');
  body += path(
    `M${wx + 150},${baseTop} L${wx + 150},${baseTop - 70} Q${wx + 150},${baseTop - 96} ${wx + 176},${baseTop - 96} L${wx + 196},${baseTop - 96} L${wx + 196},${baseTop - 86}`,
    'none',
    'stroke="#8c9194" stroke-width="7" stroke-linecap="round"',
  );
  body += ellipse(wx + 170, baseTop + 2, 90, 6, shade(counter, -0.15));
  const shelves = random.chance(0.5);
  for (const shelfX of [room.left + 40, room.right - 300]) {
    if (!shelves) {
      // Wall cabinets instead of open shelves.
      body +=
        rect(shelfX - 10, room.top + 40, 280, 220, shade(fronts, 0.12)) +
        rect(shelfX - 10, room.top + 260, 280, 10, '#000', 'opacity="0.1"');
      for (const dx of [0, 140])
        body +=
          rect(shelfX + dx - 4, room.top + 46, 132, 208, shade(fronts, 0.05)) +
          rect(shelfX + dx + (dx ? 10 : 110), room.top + 200, 5, 40, shade(fronts, -0.35), 'rx="2"');
      continue;
    }
    for (const sy of [room.top + 120, room.top + 230]) {
      body += rect(shelfX, sy, 260, 12, wood) + rect(shelfX, sy + 12, 260, 5, '#000', 'opacity="0.1"');
      let jx = shelfX + 16;
      for (let j = 0; j < 5; j++) {
        const jw = random.range(26, 44);
        const jh = random.range(36, 70);
        const colour = random.pick(['#f4f1ea', '#e3d5b8', '#c7bc8f', '#a4a189', '#d9a879', '#8e9a8c']);
        body += random.chance(0.5)
          ? rect(jx, sy - jh, jw, jh, colour, 'rx="6"')
          : ellipse(jx + jw / 2, sy - jh / 2, jw / 2, jh / 2, colour);
        jx += jw + random.range(8, 18);
      }
    }
  }
  // Herbs on the worktop and a chopping board.
  body +=
    rect(room.left + 60, baseTop - 90, 110, 90, wood, 'rx="10"') +
    rect(room.right - 120, baseTop - 40, 40, 40, '#d8cfc0') +
    circle(room.right - 100, baseTop - 56, 26, '#7d8f62');

  // The island in the foreground, seen slightly from above.
  const ix0 = width * 0.22;
  const ix1 = width * 0.78;
  const iy = height * 0.74;
  const islandFront = mix(fronts, '#3b3f44', 0.35);
  body += ellipse(width / 2, height - 30, (ix1 - ix0) * 0.55, 26, '#000', 'opacity="0.12"');
  body +=
    poly(
      [
        [ix0 + 40, iy - 50],
        [ix1 - 40, iy - 50],
        [ix1, iy],
        [ix0, iy],
      ],
      counter,
    ) + rect(ix0, iy, ix1 - ix0, 16, shade(counter, -0.12));
  body += rect(ix0 + 10, iy + 16, ix1 - ix0 - 20, height - iy - 40, islandFront);
  for (let px = ix0 + 10; px < ix1 - 20; px += (ix1 - ix0 - 20) / 4)
    body += line(px, iy + 16, px, height - 24, shade(islandFront, -0.2), 2);
  body +=
    ellipse(width / 2 + 120, iy - 30, 70, 16, '#f4f1ea') +
    circle(width / 2 + 100, iy - 40, 16, '#d9a879') +
    circle(width / 2 + 128, iy - 42, 15, '#c9645a') +
    circle(width / 2 + 150, iy - 36, 14, '#b7ad7d');
  body += rect(width / 2 - 250, iy - 36, 150, 18, shade(wood, 0.1), 'rx="6"');
  // Stools, cut by the picture's bottom edge: we stand just behind them.
  for (const sx of [width * 0.3, width * 0.5, width * 0.7]) {
    body +=
      rect(sx - 70, height - 150, 140, 26, wood, 'rx="12"') +
      line(sx - 50, height - 124, sx - 64, height, '#3b3f44', 6) +
      line(sx + 50, height - 124, sx + 64, height, '#3b3f44', 6);
  }
  const lampColour = random.pick(['#3b3f44', '#c7bc8f', '#6b5f33']);
  const lamps = random.chance(0.5) ? [0.35, 0.5, 0.65] : [0.4, 0.6];
  for (const px of lamps) body += pendant(width * px, room.top + random.range(120, 160), lamps.length === 2 ? 60 : 48, lampColour);
  body += plant(random, width - 110, height - 40, 300);
  return group(body);
}
