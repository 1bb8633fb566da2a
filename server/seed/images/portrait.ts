import { mix, shade } from './color';
import { hair, HAIR_STYLES, type HairStyle } from './hair';
import { brand } from './palette';
import { createRandom } from './random';
import { circle, Defs, ellipse, group, path, rect, svgDocument } from './svg';

/** Drawn on an 800 × 1000 canvas… */
const CANVAS_WIDTH = 800;
const CANVAS_HEIGHT = 1000;
/** …and rendered at 960 × 1200, so the pipeline can make a 960 variant for sharp team photos on retina screens. */
export const PORTRAIT_WIDTH = 960;
export const PORTRAIT_HEIGHT = 1200;

export interface PortraitLook {
  hair?: HairStyle;
  beard?: boolean;
  glasses?: boolean;
}

const SKIN = ['#f3d3b8', '#eac4a2', '#dcae88', '#c68c64', '#a8714f', '#7d5038'];
const HAIR = ['#2e2521', '#4a3426', '#6b4a2e', '#a5774a', '#c9a15e', '#8d8a86', '#9c4f32'];
const JACKETS = [brand.bronze, '#3f4a52', '#7f8f99', '#a4a189', '#5d6b60', '#8c6f5a', '#c7bc8f', '#e3dccd'];
const SHIRTS = ['#ffffff', '#f3efe6', '#dfe7ec', '#efe3d3'];
const BACKDROPS = [
  ['#f1e9dc', '#e3d6c1'],
  ['#ece8df', '#d9d4c6'],
  ['#efe6da', '#dcd0bf'],
  ['#e9ebe4', '#d5d9cf'],
];

/** Head-and-shoulders in a flat illustration style: warm backdrop, blazer, friendly face. Same seed, same person. */
/** Two or three large, blurred-looking leaves at one side: an office plant out of focus. */
function backdropLeaves(side: 1 | -1, colour: string): string {
  const x = side > 0 ? 700 : 100;
  let leaves = '';
  for (const [angle, length] of [
    [-0.5, 420],
    [-0.15, 500],
    [0.25, 380],
  ] as const) {
    const a = -Math.PI / 2 + angle * side;
    const tipX = x + Math.cos(a) * length;
    const tipY = 1000 + Math.sin(a) * length;
    const nx = -Math.sin(a) * 70;
    const ny = Math.cos(a) * 70;
    leaves += path(
      `M${x},1000 Q${(x + tipX) / 2 + nx},${(1000 + tipY) / 2 + ny} ${tipX},${tipY} Q${(x + tipX) / 2 - nx},${(1000 + tipY) / 2 - ny} ${x},1000 Z`,
      colour,
    );
  }
  return group(leaves, 'opacity="0.5"');
}

export function portraitSvg(seed: string | number, look: PortraitLook = {}): string {
  const random = createRandom('portrait', seed);
  const defs = new Defs();
  const skin = random.pick(SKIN);
  const hairColour = random.pick(HAIR);
  const style = look.hair ?? random.pick(HAIR_STYLES);
  const beard = look.beard ?? (['short', 'sidePart', 'buzz'].includes(style) && random.chance(0.4));
  const glasses = look.glasses ?? random.chance(0.35);
  const jacket = random.pick(JACKETS);
  const shirt = random.pick(SHIRTS);
  const [bgTop, bgBottom] = random.pick(BACKDROPS);
  const skinShade = shade(skin, -0.12);

  const leafSide = random.chance(0.5) ? 1 : -1;
  const backdrop =
    rect(
      0,
      0,
      CANVAS_WIDTH,
      CANVAS_HEIGHT,
      defs.linear([
        [0, bgTop],
        [1, bgBottom],
      ]),
    ) +
    circle(400, 430, 360, mix(brand.beige, bgTop, 0.55), 'opacity="0.55"') +
    backdropLeaves(leafSide, mix(brand.sage, bgTop, 0.45));
  const { back, front } = hair(style, hairColour, skin);

  // Shoulders and jacket, with the shirt's V and lapels.
  const body =
    path(
      'M40,1000 C50,870 150,800 280,776 L520,776 C650,800 750,870 760,1000 Z',
      defs.linear([
        [0, shade(jacket, 0.08)],
        [1, shade(jacket, -0.1)],
      ]),
    ) +
    path('M318,776 L482,776 L400,930 Z', shirt) +
    path('M318,776 L290,784 L352,900 L400,930 Z', shade(jacket, -0.16)) +
    path('M482,776 L510,784 L448,900 L400,930 Z', shade(jacket, -0.16)) +
    path('M340,776 L400,842 L460,776 Z', shade(shirt, -0.06));
  const neck =
    path('M346,610 L454,610 L462,790 Q400,830 338,790 Z', skinShade) + ellipse(400, 660, 70, 30, shade(skin, -0.2), 'opacity="0.5"');
  const ears = ellipse(272, 490, 22, 38, skinShade) + ellipse(528, 490, 22, 38, skinShade);
  const face = path('M276,440 C270,312 530,312 524,440 L524,500 C524,604 462,652 400,652 C338,652 276,604 276,500 Z', skin);
  // Shade on the side turned from the light gives the face volume.
  const volume = path('M470,360 C530,400 528,560 470,630 C500,560 506,450 470,360 Z', skinShade, 'opacity="0.55"');

  const eyeColour = '#2e2521';
  const smiling = random.chance(0.45);
  const eyes = smiling
    ? path('M336,494 Q352,478 368,494', 'none', `stroke="${eyeColour}" stroke-width="6" stroke-linecap="round"`) +
      path('M432,494 Q448,478 464,494', 'none', `stroke="${eyeColour}" stroke-width="6" stroke-linecap="round"`)
    : ellipse(352, 492, 10, 12, eyeColour) +
      ellipse(448, 492, 10, 12, eyeColour) +
      circle(355, 488, 3, '#ffffff') +
      circle(451, 488, 3, '#ffffff');
  const brow = shade(hairColour, style === 'buzz' ? -0.1 : 0);
  const brows =
    path('M326,458 Q352,444 378,454', 'none', `stroke="${brow}" stroke-width="8" stroke-linecap="round"`) +
    path('M422,454 Q448,444 474,458', 'none', `stroke="${brow}" stroke-width="8" stroke-linecap="round"`);
  const nose = path(
    'M402,500 Q390,536 396,548 Q404,552 414,546',
    'none',
    `stroke="${shade(skin, -0.25)}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`,
  );
  const mouth =
    path('M360,582 Q400,628 440,582 Q400,598 360,582 Z', '#8a4a3e') +
    path('M368,586 Q400,600 432,586 L430,592 Q400,604 370,592 Z', '#ffffff', 'opacity="0.9"');
  const cheeks = ellipse(326, 560, 26, 16, '#e48d7c', 'opacity="0.22"') + ellipse(474, 560, 26, 16, '#e48d7c', 'opacity="0.22"');
  const beardShape = beard
    ? path(
        'M282,510 C286,620 340,672 400,672 C460,672 514,620 518,510 C506,560 476,580 446,570 Q400,556 354,570 C324,580 294,560 282,510 Z',
        shade(hairColour, 0.05),
        'opacity="0.92"',
      ) + path('M352,570 Q400,550 448,570 Q400,566 352,570 Z', shade(hairColour, -0.05))
    : '';
  const spectacles = glasses
    ? `<g fill="#ffffff" fill-opacity="0.15" stroke="#3b3531" stroke-width="6">${rect(316, 462, 74, 58, 'inherit', 'rx="22"')}${rect(410, 462, 74, 58, 'inherit', 'rx="22"')}</g>` +
      path('M390,484 Q400,476 410,484', 'none', 'stroke="#3b3531" stroke-width="5"')
    : '';
  const earrings =
    ['long', 'bob', 'bun'].includes(style) && random.chance(0.6) ? circle(272, 534, 7, '#d8c48c') + circle(528, 534, 7, '#d8c48c') : '';

  // The head sits a little lower on the neck than drawn, and the whole figure is enlarged from the
  // bottom edge so head and shoulders fill the frame like a real portrait crop.
  // Long hair falls behind the shoulders, so it goes before the jacket.
  const lower = 'transform="translate(0 34)"';
  const head = group(
    neck + ears + earrings + face + volume + cheeks + beardShape + mouth + nose + eyes + brows + front + spectacles,
    lower,
  );
  const figure = group(group(back, lower) + body + head, 'transform="translate(400 1000) scale(1.22) translate(-400 -1000)"');
  return svgDocument(CANVAS_WIDTH, CANVAS_HEIGHT, defs, backdrop + figure, PORTRAIT_WIDTH / CANVAS_WIDTH);
}
