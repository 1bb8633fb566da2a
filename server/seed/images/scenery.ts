import { shade } from './color';
import { greens } from './palette';
import type { Random } from './random';
import { circle, type Defs, ellipse, group, path, rect } from './svg';
import type { Light } from './light';

/**
 * A rounded deciduous tree: trunk, then overlapping canopy blobs from dark (back) to light (front),
 * with the highlights on the sun's side.
 */
export function tree(random: Random, light: Light, x: number, baseY: number, size: number, green: string = random.pick(greens)): string {
  const trunkHeight = size * 0.55;
  const trunk = path(
    `M${x - size * 0.05},${baseY} L${x - size * 0.03},${baseY - trunkHeight} L${x + size * 0.03},${baseY - trunkHeight} L${x + size * 0.05},${baseY} Z`,
    '#6b5a48',
  );
  const centerY = baseY - trunkHeight - size * 0.35;
  const lit = -light.shadowSide;
  let canopy = '';
  const layers: [number, number][] = [
    [-0.18, 0],
    [0, 0.12],
    [0.14, 0.22],
  ];
  layers.forEach(([tone, lift], layer) => {
    const blobs = 5 - layer;
    for (let i = 0; i < blobs; i++) {
      const angle = (i / blobs) * Math.PI * 2 + random.next();
      const spread = size * (0.32 - layer * 0.07);
      const bx = x + Math.cos(angle) * spread + lit * layer * size * 0.06;
      const by = centerY + Math.sin(angle) * spread * 0.75 - lift * size * 0.5;
      canopy += circle(bx, by, size * (0.3 - layer * 0.05) * random.range(0.85, 1.1), shade(green, tone + light.warmth * 0.2));
    }
  });
  return group(trunk + canopy);
}

/** A clipped hedge: a long rounded block, lighter on top, with a leafy texture of small dabs. */
export function hedge(defs: Defs, x: number, y: number, width: number, height: number, green: string = greens[2]): string {
  const fill = defs.linear([
    [0, shade(green, 0.15)],
    [0.3, green],
    [1, shade(green, -0.28)],
  ]);
  let leaves = '';
  // Deterministic dabs (no dice needed): a staggered grid of darker and lighter leaf clusters.
  for (let row = 0, ly = y + height * 0.2; ly < y + height - 10; row++, ly += 22) {
    for (let lx = x + 14 + (row % 2) * 18; lx < x + width - 14; lx += 36) {
      leaves += ellipse(lx, ly, 12, 7, shade(green, row % 2 ? -0.12 : 0.1), 'opacity="0.55"');
    }
  }
  return group(rect(x, y, width, height, fill, `rx="${Math.min(height * 0.3, 22)}"`) + leaves);
}

/** A shrub or planted grasses at the foot of a building. */
export function bush(random: Random, x: number, baseY: number, size: number, green: string = random.pick(greens)): string {
  let body = '';
  for (let i = 0; i < 4; i++) {
    const bx = x + (i - 1.5) * size * 0.35;
    body += circle(bx, baseY - size * random.range(0.25, 0.45), size * random.range(0.3, 0.42), shade(green, (i % 2) * 0.1 - 0.05));
  }
  return group(body);
}

/** A soft contact shadow under an object standing on the ground. */
export function groundShadow(defs: Defs, cx: number, y: number, width: number, opacity = 0.25): string {
  return ellipse(cx, y, width / 2, width * 0.06, '#3a3126', `opacity="${opacity}" filter="${defs.blur(6)}"`);
}

/** A classic Cologne street lamp, thin and dark. */
export function streetLamp(x: number, baseY: number, height: number): string {
  const color = '#3d3f41';
  return group(
    rect(x - 3, baseY - height, 6, height, color) +
      rect(x - 9, baseY - 14, 18, 14, color) +
      path(
        `M${x - 16},${baseY - height} L${x + 16},${baseY - height} L${x + 10},${baseY - height - 26} L${x - 10},${baseY - height - 26} Z`,
        color,
      ) +
      rect(x - 12, baseY - height - 2, 24, 5, '#f3e6c4', 'opacity="0.8"'),
  );
}

/** A tuft of ornamental grass: thin blades fanning out from one point. */
export function grasses(x: number, baseY: number, colour: string): string {
  let blades = '';
  for (let i = -6; i <= 6; i++) {
    const tipX = x + i * 7;
    const tipY = baseY - 70 + Math.abs(i) * 4;
    blades += path(
      `M${x - 3},${baseY} Q${x + i * 2},${baseY - 40} ${tipX},${tipY} Q${x + i * 3 + 2},${baseY - 38} ${x + 3},${baseY} Z`,
      shade(colour, (i % 3) * 0.08),
    );
  }
  return group(blades);
}
