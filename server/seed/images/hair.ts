import { mix, shade } from './color';
import { circle, group, path } from './svg';

export const HAIR_STYLES = ['short', 'sidePart', 'long', 'bob', 'bun', 'curly', 'buzz'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/**
 * Hair in two layers around a head centred at x = 400 (face from y ≈ 300 to 650): `back` is drawn before
 * the head (long hair falling behind the shoulders), `front` after it (the hairline over the forehead).
 */
export function hair(style: HairStyle, colour: string, skin: string): { back: string; front: string } {
  const dark = shade(colour, -0.18);
  const light = shade(colour, 0.14);
  // The crown every style shares: a cap over the top of the head.
  const cap = (hairline: number) =>
    path(
      `M262,${hairline + 40} C250,330 310,268 400,268 C492,268 552,330 538,${hairline + 40} C528,${hairline} 505,${hairline - 40} 470,${hairline - 50} C420,${hairline - 30} 360,${hairline - 30} 320,${hairline - 46} C292,${hairline - 30} 272,${hairline} 262,${hairline + 40} Z`,
      colour,
    );
  // Behind the head: fills the gaps between hairline and ears with hair instead of backdrop.
  const nape = path('M266,470 C256,330 320,276 400,276 C480,276 544,330 534,470 Z', dark);
  switch (style) {
    case 'short':
      return {
        back: nape,
        front:
          cap(420) +
          path('M300,360 C340,320 420,310 480,336', 'none', `stroke="${light}" stroke-width="8" stroke-linecap="round" opacity="0.6"`),
      };
    case 'sidePart':
      return {
        back: nape,
        front:
          path(
            'M262,470 C246,320 320,262 410,264 C500,266 556,330 540,460 C532,410 516,372 490,352 C430,350 350,372 300,420 C284,436 270,452 262,470 Z',
            colour,
          ) +
          path('M330,300 C380,286 450,290 500,330', 'none', `stroke="${light}" stroke-width="8" stroke-linecap="round" opacity="0.6"`) +
          path('M356,292 C350,320 352,340 360,356', 'none', `stroke="${dark}" stroke-width="4" stroke-linecap="round"`),
      };
    case 'long':
      return {
        back: path(
          'M250,430 C230,300 300,250 400,250 C500,250 570,300 550,430 C560,560 580,700 600,860 C520,900 280,900 200,860 C220,700 240,560 250,430 Z',
          dark,
        ),
        front:
          path(
            'M262,520 C240,330 310,262 400,262 C490,262 560,330 538,520 C530,450 512,400 470,360 C440,400 380,416 330,420 C300,440 276,480 262,520 Z',
            colour,
          ) + path('M400,268 C380,300 350,340 330,420', 'none', `stroke="${dark}" stroke-width="4" stroke-linecap="round" opacity="0.7"`),
      };
    case 'bob':
      return {
        back: path(
          'M246,440 C236,300 310,256 400,256 C490,256 564,300 554,440 C556,520 560,600 566,660 C520,676 280,676 234,660 C240,600 244,520 246,440 Z',
          dark,
        ),
        front: path(
          'M258,560 C236,330 310,264 400,264 C490,264 564,330 542,560 C536,470 526,410 496,372 C440,396 330,400 294,380 C272,420 262,480 258,560 Z',
          colour,
        ),
      };
    case 'bun':
      return {
        back: nape + circle(400, 246, 58, dark) + circle(392, 236, 30, colour, 'opacity="0.5"'),
        front:
          cap(410) +
          path('M340,300 C380,288 430,290 470,306', 'none', `stroke="${light}" stroke-width="7" stroke-linecap="round" opacity="0.6"`),
      };
    case 'curly': {
      let curls = '';
      const spots: [number, number, number][] = [
        [280, 420, 40],
        [270, 370, 42],
        [300, 320, 46],
        [350, 288, 48],
        [410, 276, 50],
        [466, 292, 46],
        [512, 330, 44],
        [532, 380, 40],
        [526, 430, 36],
        [340, 340, 40],
        [400, 324, 44],
        [460, 340, 40],
      ];
      for (const [x, y, r] of spots)
        curls += circle(x, y, r, colour) + circle(x - r * 0.25, y - r * 0.3, r * 0.35, light, 'opacity="0.45"');
      return { back: circle(272, 470, 34, dark) + circle(528, 470, 34, dark), front: group(curls) };
    }
    case 'buzz':
      // Close-cropped: hugs the skull, and the skin shows through, so it is a blend of both.
      return {
        back: '',
        front: path(
          'M274,452 C266,300 534,300 526,452 C518,420 502,394 472,386 Q400,372 328,386 C298,394 282,420 274,452 Z',
          mix(colour, skin, 0.3),
        ),
      };
  }
}
