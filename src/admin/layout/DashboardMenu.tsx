import OutboxIcon from '@mui/icons-material/Outbox';
import SavedSearch from '@mui/icons-material/SavedSearch';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { Menu } from 'react-admin';

/** react-admin's menu (overview, one entry per resource) plus the Postausgang, the Suchaufträge and OpenImmo (import, transfers). */
export function DashboardMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to="/postausgang" primaryText="Postausgang" leftIcon={<OutboxIcon />} />
      <Menu.Item to="/suchauftraege" primaryText="Suchaufträge" leftIcon={<SavedSearch />} />
      <Menu.Item to="/openimmo" primaryText="OpenImmo" leftIcon={<SyncAltIcon />} />
    </Menu>
  );
}
