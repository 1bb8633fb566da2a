/** Colour arithmetic for shading: lit and shaded sides of a facade come from one base colour. */
type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function format([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [parse(a), parse(b)];
  return format(ca.map((c, i) => c + (cb[i] - c) * t) as Rgb);
}

/** Positive amounts lighten towards white, negative ones darken towards a warm near-black (flat shadows look muddy in pure black). */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#1f1a14', -amount);
}
