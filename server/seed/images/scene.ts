import type { Light } from './light';
import type { Random } from './random';
import type { Defs } from './svg';

/** What every motif draws with: its canvas, its gradients, its dice and its daylight. */
export interface Scene {
  defs: Defs;
  random: Random;
  light: Light;
  width: number;
  height: number;
}
