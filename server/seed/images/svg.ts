/** Small SVG builders: scenes are strings, because librsvg (through sharp) renders them directly. */

export type Point = [number, number];
export type Stop = [offset: number, color: string, opacity?: number];

/** One decimal is plenty at these sizes and keeps the documents small. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

const stopsOf = (stops: Stop[]) =>
  stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`,
    )
    .join('');

/** Collects gradients and filters while a scene is drawn; each call returns the `url(#…)` to paint with. */
export class Defs {
  private readonly items: string[] = [];
  private readonly known = new Map<string, string>();

  private add(key: string, build: (id: string) => string): string {
    let id = this.known.get(key);
    if (!id) {
      id = `d${this.known.size}`;
      this.known.set(key, id);
      this.items.push(build(id));
    }
    return `url(#${id})`;
  }

  /** Top to bottom unless a direction is given (0–1 box units). */
  linear(stops: Stop[], [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 0, 1]): string {
    return this.add(
      `l${JSON.stringify([stops, x1, y1, x2, y2])}`,
      (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
  }

  /** A glow or vignette around (cx, cy) in box units. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.add(
      `r${JSON.stringify([stops, cx, cy, r])}`,
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
    );
  }

  /** A soft blur for shadows and light; use on few, small shapes (blurs are the slow part of rendering). */
  blur(deviation: number): string {
    return this.add(
      `b${deviation}`,
      (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
  }

  /** Clips drawing to a polygon (e.g. floor boards to the floor); returns the value for clip-path. */
  clip(points: Point[]): string {
    return this.add(
      `c${JSON.stringify(points)}`,
      (id) => `<clipPath id="${id}"><polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"/></clipPath>`,
    );
  }

  toString(): string {
    return this.items.join('');
  }
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const poly = (points: Point[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`;

export const group = (body: string, attributes = '') => `<g${attributes ? ` ${attributes}` : ''}>${body}</g>`;

/** `scale` renders the drawing larger than it was drawn (vector, so nothing blurs). */
export function svgDocument(width: number, height: number, defs: Defs, body: string, scale = 1): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}
