import OutboxIcon from '@mui/icons-material/Outbox';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Menu } from 'react-admin';

/** react-admin's menu (overview, one entry per resource) plus the Postausgang and OpenImmo (import, transfers). */
export function DashboardMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to="/postausgang" primaryText="Postausgang" leftIcon={<OutboxIcon />} />
      <Menu.Item to="/openimmo" primaryText="OpenImmo" leftIcon={<SyncAltIcon />} />
    </Menu>
  );
}
