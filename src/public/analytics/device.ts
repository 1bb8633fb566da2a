import { breakpoints } from '../../shared/viewport/breakpoints';
import type { DeviceClass } from '../../shared/analytics/events';

/** Phones below the tablet breakpoint, tablets below the desktop one, desktops above. */
export function deviceClass(width: number): DeviceClass {
  if (!Number.isFinite(width) || width >= breakpoints.desktop) return 'desktop';
  return width >= breakpoints.tablet ? 'tablet' : 'mobile';
}
