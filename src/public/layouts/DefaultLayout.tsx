import { Outlet } from 'react-router';
import { SiteFrame } from './SiteFrame';

/** The home page: full-width sections from edge to edge. */
export function DefaultLayout() {
  return (
    <SiteFrame layout="default">
      <Outlet />
    </SiteFrame>
  );
}
