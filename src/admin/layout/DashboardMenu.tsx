import OutboxIcon from '@mui/icons-material/Outbox';
import SavedSearch from '@mui/icons-material/SavedSearch';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Menu } from 'react-admin';
import { clientBackendMode } from '../../shared/firebase/backendMode';

/** react-admin's menu (overview, one entry per resource) plus the Postausgang, the Suchaufträge, embedded OpenImmo (import, transfers) and the Papierkorb. */
export function DashboardMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to="/postausgang" primaryText="Postausgang" leftIcon={<OutboxIcon />} />
      <Menu.Item to="/suchauftraege" primaryText="Suchaufträge" leftIcon={<SavedSearch />} />
      {clientBackendMode() === 'embedded' && <Menu.Item to="/openimmo" primaryText="OpenImmo" leftIcon={<SyncAltIcon />} />}
      <Menu.Item to="/papierkorb" primaryText="Papierkorb" leftIcon={<DeleteOutlineIcon />} />
    </Menu>
  );
}
