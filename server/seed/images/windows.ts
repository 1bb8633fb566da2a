import { shade } from './color';
import type { Random } from './random';
import { circle, type Defs, group, line, path, poly, rect } from './svg';

export interface WindowStyle {
  frame: string;
  /** Glazing bars: 'cross' (old sash windows), 'mullion' (one vertical bar), 'none' (modern). */
  bars: 'cross' | 'mullion' | 'none';
  arched?: boolean;
}

/** Glass that reflects the sky: light at the top, deeper below, with one diagonal glint. */
export function glass(defs: Defs): string {
  return defs.linear([
    [0, '#d3e0e4'],
    [0.45, '#9db2bc'],
    [1, '#64767f'],
  ]);
}

/** A window with frame, glazing, a glint and, now and then, a curtain or a lit room behind. */
export function windowPane(defs: Defs, random: Random, x: number, y: number, width: number, height: number, style: WindowStyle): string {
  const frameWidth = Math.max(3, width * 0.07);
  const top = style.arched
    ? `M${x},${y + width / 2} A${width / 2},${width / 2} 0 0 1 ${x + width},${y + width / 2}`
    : `M${x},${y} L${x + width},${y}`;
  const outline = `${top} L${x + width},${y + height} L${x},${y + height} Z`;
  let body = path(outline, style.frame);
  const inset = (v: number) => v + frameWidth;
  const innerTop = style.arched
    ? `M${inset(x)},${y + width / 2} A${width / 2 - frameWidth},${width / 2 - frameWidth} 0 0 1 ${x + width - frameWidth},${y + width / 2}`
    : `M${inset(x)},${inset(y)} L${x + width - frameWidth},${inset(y)}`;
  body += path(`${innerTop} L${x + width - frameWidth},${y + height - frameWidth} L${inset(x)},${y + height - frameWidth} Z`, glass(defs));
  if (random.chance(0.3)) {
    // A drawn curtain: a pale strip on one side.
    const side = random.chance(0.5) ? inset(x) : x + width - frameWidth - width * 0.22;
    body += rect(
      side,
      inset(y) + (style.arched ? width * 0.3 : 0),
      width * 0.22,
      height - 2 * frameWidth - (style.arched ? width * 0.3 : 0),
      '#efe7d6',
      'opacity="0.85"',
    );
  }
  // The glint: a pale diagonal band across the upper glass.
  body += poly(
    [
      [x + width * 0.25, y + height * 0.12],
      [x + width * 0.55, y + height * 0.12],
      [x + width * 0.15, y + height * 0.55],
      [x + frameWidth, y + height * 0.55],
    ],
    '#ffffff',
    'opacity="0.18"',
  );
  const bar = Math.max(2, frameWidth * 0.7);
  if (style.bars !== 'none') body += line(x + width / 2, y + (style.arched ? width * 0.2 : 0), x + width / 2, y + height, style.frame, bar);
  if (style.bars === 'cross') body += line(x, y + height * 0.32, x + width, y + height * 0.32, style.frame, bar);
  return group(body);
}

/** A stone sill with its shadow on the wall beneath. */
export function sill(x: number, y: number, width: number, stone: string): string {
  return rect(x - 6, y + 8, width + 12, 8, '#000000', 'opacity="0.1"') + rect(x - 6, y, width + 12, 9, shade(stone, 0.2));
}

/** A window box of geraniums: a little colour in a calm facade. */
export function flowerBox(random: Random, x: number, y: number, width: number): string {
  const bloom = random.pick(['#c9645a', '#d98c7a', '#b8577a', '#e0a25c']);
  let body = rect(x, y - 14, width, 16, '#8a6a4f', 'rx="2"');
  for (let i = 0, fx = x + 5; fx < x + width - 3; i++, fx += 9) {
    body += circle(fx, y - 18 - (i % 3) * 2, 7, '#6f8456') + circle(fx + 2, y - 22 - (i % 2) * 4, 4, bloom);
  }
  return body;
}

/** Stucco crowns above Gründerzeit windows: a triangle, a segment or a straight cornice. */
export function crown(kind: 'triangle' | 'segment' | 'straight', x: number, y: number, width: number, stucco: string): string {
  const left = x - 10;
  const right = x + width + 10;
  const shadow = rect(left, y + 2, right - left, 7, '#000000', 'opacity="0.12"');
  const ledge =
    rect(left - 3, y - 7, right - left + 6, 9, shade(stucco, 0.25)) + rect(left - 3, y + 1, right - left + 6, 2, shade(stucco, -0.2));
  const edge = `stroke="${shade(stucco, -0.22)}" stroke-width="2"`;
  if (kind === 'triangle')
    return (
      shadow +
      poly(
        [
          [left, y - 6],
          [right, y - 6],
          [(left + right) / 2, y - 36],
        ],
        shade(stucco, 0.12),
        edge,
      ) +
      ledge
    );
  if (kind === 'segment')
    return shadow + path(`M${left},${y - 6} Q${(left + right) / 2},${y - 44} ${right},${y - 6} Z`, shade(stucco, 0.12), edge) + ledge;
  return shadow + rect(left, y - 18, right - left, 11, shade(stucco, 0.12), edge) + ledge;
}
