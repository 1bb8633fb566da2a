import { Layout, type LayoutProps } from 'react-admin';
import { BuildUpdateNotice } from '../BuildUpdateNotice';
import { DashboardAppBar } from './DashboardAppBar';
import { DashboardMenu } from './DashboardMenu';

/** react-admin's layout (menu from the resources and the Postausgang, user menu with sign-out) plus the new-version notice. */
export function DashboardLayout({ children }: LayoutProps) {
  return (
    <div data-layout="dashboard">
      <Layout appBar={DashboardAppBar} menu={DashboardMenu}>{children}</Layout>
      <BuildUpdateNotice />
    </div>
  );
}
