import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { viewportForWidth, type Viewport } from './breakpoints';
import { serializeViewportCookie } from './viewportCookie';

const ViewportContext = createContext<Viewport>('desktop');

/**
 * Starts from the breakpoint the server read from the "viewport" cookie, so the first
 * render matches the device, then follows the real window and keeps the cookie current.
 */
export function ViewportProvider({ initial, children }: { initial: Viewport; children: ReactNode }) {
  const [viewport, setViewport] = useState(initial);

  useEffect(() => {
    const update = () => {
      const next = viewportForWidth(window.innerWidth);
      setViewport(next);
      document.cookie = serializeViewportCookie(next);
    };
    update();
    window.addEventListener('resize', update, { passive: true });
    return () => window.removeEventListener('resize', update);
  }, []);

  return <ViewportContext.Provider value={viewport}>{children}</ViewportContext.Provider>;
}

export const useViewport = () => useContext(ViewportContext);
