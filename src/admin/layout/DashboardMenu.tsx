import OutboxIcon from '@mui/icons-material/Outbox';
import SavedSearch from '@mui/icons-material/SavedSearch';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PeopleIcon from '@mui/icons-material/People';
import { Menu, useCanAccess } from 'react-admin';
import { clientBackendMode } from '../../shared/firebase/backendMode';

/** react-admin's menu (overview, one entry per resource) plus the Postausgang (admins), the Suchaufträge, OpenImmo (import, transfers), the Papierkorb and, embedded, the Zugänge (admins). */
export function DashboardMenu() {
  // The role matrix (authProvider.canAccess): editors do not see the admins' screens.
  const mail = useCanAccess({ resource: 'mail', action: 'list' }).canAccess;
  const accounts = useCanAccess({ resource: 'accounts', action: 'list' }).canAccess;
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {mail && <Menu.Item to="/postausgang" primaryText="Postausgang" leftIcon={<OutboxIcon />} />}
      <Menu.Item to="/suchauftraege" primaryText="Suchaufträge" leftIcon={<SavedSearch />} />
      <Menu.Item to="/openimmo" primaryText="OpenImmo" leftIcon={<SyncAltIcon />} />
      {accounts && clientBackendMode() === 'embedded' && <Menu.Item to="/zugaenge" primaryText="Zugänge" leftIcon={<PeopleIcon />} />}
      <Menu.Item to="/papierkorb" primaryText="Papierkorb" leftIcon={<DeleteOutlineIcon />} />
    </Menu>
  );
}
