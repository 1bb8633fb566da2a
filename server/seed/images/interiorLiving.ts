import { mix, shade } from './color';
import type { Scene } from './scene';
import { boards, roomGeometry, roomShell } from './room';
import { circle, ellipse, group, path, poly, rect } from './svg';
import { glass } from './windows';
import { outsideView, pendant, plant, sunlight } from './furnishing';

/** A bright living room: a tall window, a low sofa, parquet, a rug and a few well-chosen things. */
export function interiorLiving(scene: Scene): string {
  const { defs, random, light } = scene;
  const room = roomGeometry(scene);
  const wall = random.pick(['#f2ede3', '#efe9dd', '#f4efe6']);
  const back = random.pick(['#e9e1d1', '#e4e0d3', '#ebe3d6', '#dfe2da']);
  const oak = random.pick(['#c8a57a', '#bf9a6c', '#d2b48a']);
  const sofaColour = random.pick(['#cfc5ae', '#b9b7a0', '#a9b3a6', '#c9b7a3', '#8e9a8c']);
  let body = roomShell(defs, room, { wall, back, floor: oak }, light.shadowSide) + boards(defs, room, shade(oak, -0.16), 46);

  // The window in the back wall, looking out onto trees.
  const wx0 = room.left + 70;
  const wx1 = wx0 + 430;
  const wy0 = room.top + 50;
  const wy1 = room.floor - 40;
  body += rect(wx0 - 14, wy0 - 14, wx1 - wx0 + 28, wy1 - wy0 + 28, shade(wall, 0.3));
  body += outsideView(scene, wx0, wy0, wx1 - wx0, wy1 - wy0);
  body += rect(wx0, wy0, wx1 - wx0, wy1 - wy0, glass(defs), 'opacity="0.25"');
  for (const mx of [wx0, (wx0 + wx1) / 2 - 4, wx1 - 8]) body += rect(mx, wy0, 8, wy1 - wy0, '#f7f3ec');
  body += rect(wx0, wy0 + (wy1 - wy0) * 0.28, wx1 - wx0, 8, '#f7f3ec') + rect(wx0 - 20, wy1, wx1 - wx0 + 40, 14, shade(wall, 0.35));
  // Sheer curtains.
  body +=
    rect(wx0 - 60, wy0 - 20, 60, wy1 - wy0 + 70, '#f6f1e7', 'opacity="0.85"') +
    rect(wx1, wy0 - 20, 50, wy1 - wy0 + 70, '#f6f1e7', 'opacity="0.85"');
  body += sunlight(defs, room, wx0, wx1, wy1, light.shadowSide);

  // Artwork above the sofa: calm abstract prints in the brand's colours, or a wide shelf of books.
  const artX = wx1 + 120;
  const frame = random.pick(['#6b5f33', '#3b3f44', '#c9b48a']);
  const variant = random.int(0, 2);
  if (variant === 0) {
    body +=
      rect(artX, room.top + 110, 150, 190, '#f9f7f2', `stroke="${frame}" stroke-width="6"`) +
      circle(artX + 75, room.top + 190, 44, '#c7bc8f') +
      rect(artX + 30, room.top + 232, 90, 36, '#a4a189');
    body +=
      rect(artX + 180, room.top + 140, 120, 150, '#f9f7f2', `stroke="${frame}" stroke-width="6"`) +
      path(`M${artX + 195},${room.top + 270} Q${artX + 240},${room.top + 170} ${artX + 285},${room.top + 270} Z`, '#8d9c6a');
  } else if (variant === 1) {
    body += rect(artX - 10, room.top + 120, 320, 170, '#f9f7f2', `stroke="${frame}" stroke-width="6"`);
    body +=
      path(
        `M${artX + 10},${room.top + 270} L${artX + 90},${room.top + 190} L${artX + 150},${room.top + 240} L${artX + 220},${room.top + 160} L${artX + 290},${room.top + 270} Z`,
        '#b8b39a',
      ) + circle(artX + 230, room.top + 175, 22, '#d9a879');
  } else {
    body += rect(artX - 20, room.top + 250, 340, 12, shade(oak, -0.2)) + rect(artX - 20, room.top + 150, 340, 12, shade(oak, -0.2));
    for (const shelfY of [room.top + 150, room.top + 250]) {
      let bx = artX - 10;
      while (bx < artX + 290) {
        const bw = random.range(12, 22);
        const bh = random.range(56, 84);
        body += rect(bx, shelfY - bh, bw, bh, random.pick(['#c7bc8f', '#8e9a8c', '#b98b5e', '#e3d5b8', '#6b5f33', '#a9b3a6']));
        bx += bw + (random.chance(0.15) ? 30 : 2);
      }
    }
  }

  // The sofa against the back wall.
  const sx = wx1 + 60;
  const sw = room.right - sx - 30;
  const sy = room.floor;
  body += ellipse(sx + sw / 2, sy + 6, sw * 0.55, 14, '#000', 'opacity="0.15"');
  body += rect(sx, sy - 190, sw, 120, shade(sofaColour, -0.06), 'rx="18"');
  body +=
    rect(sx + 20, sy - 176, sw / 2 - 30, 96, shade(sofaColour, 0.04), 'rx="14"') +
    rect(sx + sw / 2 + 10, sy - 176, sw / 2 - 30, 96, shade(sofaColour, 0.04), 'rx="14"');
  body +=
    rect(sx - 16, sy - 100, sw + 32, 70, sofaColour, 'rx="14"') +
    rect(sx - 30, sy - 140, 50, 120, shade(sofaColour, -0.1), 'rx="16"') +
    rect(sx + sw - 20, sy - 140, 50, 120, shade(sofaColour, -0.1), 'rx="16"');
  body += rect(sx, sy - 30, 12, 30, '#5a4a3a') + rect(sx + sw - 12, sy - 30, 12, 30, '#5a4a3a');
  body += rect(
    sx + 40,
    sy - 150,
    80,
    64,
    random.pick(['#c7bc8f', '#e3d5b8', '#b98b5e']),
    'rx="12" transform="rotate(-8 ' + (sx + 80) + ' ' + (sy - 118) + ')"',
  );
  body += rect(
    sx + sw - 130,
    sy - 148,
    76,
    60,
    random.pick(['#8d9c6a', '#d9a879', '#a4a189']),
    'rx="12" transform="rotate(7 ' + (sx + sw - 92) + ' ' + (sy - 118) + ')"',
  );

  // A floor lamp with a linen drum shade beside the sofa, glowing softly.
  const lampX = sx - 66;
  body +=
    ellipse(lampX, sy + 2, 34, 6, '#000', 'opacity="0.15"') +
    rect(lampX - 24, sy - 8, 48, 10, '#3b3f44', 'rx="4"') +
    rect(lampX - 3, sy - 300, 6, 294, '#3b3f44');
  body += ellipse(lampX, sy - 300, 80, 40, '#fff3d6', `opacity="0.5" filter="${defs.blur(14)}"`);
  body += path(`M${lampX - 40},${sy - 280} L${lampX - 30},${sy - 350} L${lampX + 30},${sy - 350} L${lampX + 40},${sy - 280} Z`, '#efe4cc');

  // Rug and coffee table in the foreground.
  const rugTop = room.floor + 80;
  const rug = poly(
    [
      [room.left + 120, rugTop],
      [room.right - 60, rugTop],
      [room.right + 160, rugTop + 220],
      [room.left - 60, rugTop + 220],
    ],
    random.pick(['#e5dccb', '#d8d3c1', '#e2d6c4']),
  );
  body +=
    rug +
    poly(
      [
        [room.left + 150, rugTop + 14],
        [room.right - 86, rugTop + 14],
        [room.right + 120, rugTop + 206],
        [room.left - 24, rugTop + 206],
      ],
      'none',
      `stroke="${shade('#d8d3c1', -0.15)}" stroke-width="3"`,
    );
  const tx = scene.width * 0.52;
  const ty = rugTop + 120;
  body +=
    ellipse(tx, ty + 70, 190, 26, '#000', 'opacity="0.14"') +
    rect(tx - 150, ty + 10, 16, 60, '#5a4a3a') +
    rect(tx + 134, ty + 10, 16, 60, '#5a4a3a');
  body += ellipse(tx, ty, 190, 42, shade(oak, -0.2)) + ellipse(tx, ty - 8, 190, 42, shade(oak, -0.05));
  body +=
    rect(tx - 80, ty - 40, 70, 14, '#6b5f33', 'rx="3"') +
    rect(tx - 74, ty - 52, 60, 12, '#e9e4da', 'rx="3"') +
    ellipse(tx + 60, ty - 22, 34, 12, '#f4f1ea') +
    circle(tx + 52, ty - 34, 9, '#d9a879') +
    circle(tx + 68, ty - 32, 8, '#c9645a');

  // A tall plant in the corner frames the picture; sometimes an armchair sits across from the sofa.
  body += plant(random, 120, scene.height - 60, random.range(360, 440));
  if (random.chance(0.5)) {
    const chair = random.pick(['#b98b5e', '#8e9a8c', '#d9c9b0', '#6b5f33']);
    const ax = scene.width - 330;
    const ay = scene.height - 40;
    body +=
      ellipse(ax + 130, ay + 8, 170, 20, '#000', 'opacity="0.14"') +
      rect(ax, ay - 260, 280, 170, shade(chair, -0.08), 'rx="40"') +
      rect(ax - 20, ay - 120, 320, 90, chair, 'rx="26"');
    body +=
      rect(ax - 40, ay - 190, 60, 170, shade(chair, -0.14), 'rx="24"') +
      rect(ax + 260, ay - 190, 60, 170, shade(chair, -0.14), 'rx="24"') +
      rect(ax + 20, ay - 30, 14, 30, '#3b3f44') +
      rect(ax + 246, ay - 30, 14, 30, '#3b3f44');
  }
  body += pendant(scene.width * 0.56, room.top + 40, 56, mix('#c7bc8f', '#ffffff', 0.2));
  return group(body);
}
