import { mix } from './color';
import { cathedral, stMartin } from './cathedral';
import { createRandom } from './random';
import { hohenzollernBridge, oldTown, promenadeTrees, river, riverBoat } from './rhine';
import { circle, Defs, ellipse, group, rect, svgDocument } from './svg';

export const HERO_WIDTH = 2400;
export const HERO_HEIGHT = 1200;

/**
 * Cologne's skyline across the Rhine at golden hour: the Hohenzollern Bridge leading to the cathedral,
 * Groß St. Martin and the old town on the bank. The left third stays calm for the page's headline.
 */
export function heroSvg(): string {
  const width = HERO_WIDTH;
  const height = HERO_HEIGHT;
  const random = createRandom('hero');
  const defs = new Defs();
  const bankY = height * 0.74;
  const sunX = width * 0.42;
  const skyline = '#6e6068';
  const detail = '#85767a';
  const haze = '#f1cfa4';

  const sky = rect(
    0,
    0,
    width,
    bankY + 10,
    defs.linear([
      [0, '#a5b8c9'],
      [0.38, '#eddcc6'],
      [0.72, '#f6c995'],
      [1, '#f3b680'],
    ]),
  );
  const glow = rect(
    0,
    0,
    width,
    height,
    defs.radial(
      [
        [0, '#fff6dc', 1],
        [0.18, '#ffe3ae', 0.7],
        [1, '#ffd9a0', 0],
      ],
      0.42,
      0.6,
      0.5,
    ),
  );
  const sun = circle(sunX, bankY - 130, 58, '#fff3d4');
  let clouds = '';
  for (let i = 0; i < 6; i++) {
    clouds += ellipse(
      random.range(0.05, 0.95) * width,
      random.range(0.08, 0.4) * height,
      random.range(160, 380),
      random.range(12, 26),
      i % 2 ? '#f9dcc0' : '#f3d0bd',
      `opacity="${random.range(0.45, 0.75).toFixed(2)}"`,
    );
  }
  // The far city in the haze, with the television tower (Colonius) on the left.
  let farCity = '';
  for (let x = 0; x < width; x += random.range(40, 110))
    farCity += rect(x, bankY - random.range(30, 90), random.range(50, 120), 120, mix(skyline, haze, 0.62));
  const tower = mix(skyline, haze, 0.55);
  farCity +=
    rect(width * 0.12 - 7, bankY - 400, 14, 400, tower) +
    ellipse(width * 0.12, bankY - 330, 34, 12, tower) +
    rect(width * 0.12 - 24, bankY - 342, 48, 14, tower) +
    rect(width * 0.12 - 2, bankY - 470, 4, 80, tower);

  const cathedralX = width * 0.53;
  // Drawn once a few pixels towards the sun in warm light, then in shade: a rim of evening light.
  const city =
    cathedral(cathedralX - 4, bankY - 8, 560, '#e9b98d', '#e9b98d') +
    cathedral(cathedralX, bankY - 8, 560, skyline, detail, '#5f525a') +
    stMartin(width * 0.86, bankY - 60, 300, mix(skyline, haze, 0.1), detail) +
    oldTown(random, width * 0.76, width + 40, bankY - 8, haze) +
    rect(0, bankY - 14, width, 24, '#8d7d75') +
    promenadeTrees(random, width * 0.02, width * 0.5, bankY - 8, mix('#6d7458', haze, 0.35));
  const bridge = hohenzollernBridge(-60, cathedralX - 30, bankY + 4, 120, '#4f5b60', '#8a7b70', haze);
  // The skyline mirrored in the water, faint and squashed.
  const reflection = group(city, `transform="translate(0 ${2 * bankY + 20}) scale(1 -0.55) translate(0 ${bankY * 0.82})" opacity="0.12"`);
  const water = river(defs, random, bankY + 10, width, height, '#f4c08e', '#5f6f80', sunX, '#fff0cf');
  return svgDocument(
    width,
    height,
    defs,
    sky + glow + sun + clouds + farCity + city + water + reflection + bridge + riverBoat(width * 0.6, height * 0.9, 420),
  );
}
