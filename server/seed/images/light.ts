import type { Random } from './random';

/** The time of day a picture is "taken": sky colours, where the sun is and which way shadows fall. */
export interface Light {
  name: 'morning' | 'noon' | 'afternoon' | 'golden';
  skyTop: string;
  /** Between top and bottom: blue and orange must not meet directly, or the sky turns grey. */
  skyMiddle: string;
  skyBottom: string;
  /** A faint colour laid over distant things (atmospheric perspective). */
  haze: string;
  sun: string;
  /** 0–1 across the picture. */
  sunX: number;
  /** 0–1 down the picture. */
  sunY: number;
  /** Shadows fall away from the sun: +1 to the right, −1 to the left. */
  shadowSide: 1 | -1;
  /** How strongly sunlit faces warm up (golden hour) and shaded faces darken. */
  warmth: number;
  contrast: number;
}

const LIGHTS: Omit<Light, 'sunX' | 'shadowSide'>[] = [
  {
    name: 'morning',
    skyTop: '#a9c4d6',
    skyMiddle: '#d3e0e4',
    skyBottom: '#eef0e8',
    haze: '#e6ecec',
    sun: '#fffbe9',
    sunY: 0.22,
    warmth: 0.05,
    contrast: 0.14,
  },
  {
    name: 'noon',
    skyTop: '#8fb6d1',
    skyMiddle: '#c3d8e3',
    skyBottom: '#e6eef0',
    haze: '#e2ebef',
    sun: '#ffffff',
    sunY: 0.08,
    warmth: 0.02,
    contrast: 0.18,
  },
  {
    name: 'afternoon',
    skyTop: '#9dbad0',
    skyMiddle: '#d5e1e3',
    skyBottom: '#f3eadb',
    haze: '#efe7da',
    sun: '#fff4dc',
    sunY: 0.16,
    warmth: 0.12,
    contrast: 0.16,
  },
  {
    name: 'golden',
    skyTop: '#a3bcd0',
    skyMiddle: '#efe3d0',
    skyBottom: '#f5d4a2',
    haze: '#f3dfc3',
    sun: '#ffe6b0',
    sunY: 0.3,
    warmth: 0.25,
    contrast: 0.2,
  },
];

export function pickLight(random: Random): Light {
  const base = random.pick(LIGHTS);
  const fromLeft = random.chance(0.5);
  return { ...base, sunX: fromLeft ? random.range(0.08, 0.3) : random.range(0.7, 0.92), shadowSide: fromLeft ? 1 : -1 };
}
