import { Outlet } from 'react-router';
import { SiteFrame } from './SiteFrame';

/** Inner pages: offers, services, company and legal pages, each opening with its heading band (each page sets its own bottom spacing, so closing bands meet the footer). */
export function PropertyLayout() {
  return (
    <SiteFrame layout="property">
      <Outlet />
    </SiteFrame>
  );
}
