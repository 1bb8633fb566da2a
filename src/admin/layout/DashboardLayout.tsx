import { Layout, type LayoutProps } from 'react-admin';
import { BuildUpdateNotice } from '../BuildUpdateNotice';
import { TwoFactorSetupGuard } from '../account/TwoFactorSetupGuard';
import { DashboardAppBar } from './DashboardAppBar';
import { DashboardMenu } from './DashboardMenu';

/** react-admin's layout (menu from the resources and the Postausgang, user menu with sign-out) plus the new-version notice and the two-factor guard. */
export function DashboardLayout({ children }: LayoutProps) {
  return (
    <div data-layout="dashboard">
      <Layout appBar={DashboardAppBar} menu={DashboardMenu}>
        {children}
      </Layout>
      <BuildUpdateNotice />
      <TwoFactorSetupGuard />
    </div>
  );
}
