import OutboxIcon from '@mui/icons-material/Outbox';
import SavedSearch from '@mui/icons-material/SavedSearch';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PeopleIcon from '@mui/icons-material/People';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { Menu, useCanAccess } from 'react-admin';
import { clientBackendMode } from '../../shared/firebase/backendMode';
import { useDashboardPath } from './useDashboardPath';

/** react-admin's menu (overview, one entry per resource) plus the Postausgang (admins), the Suchaufträge, OpenImmo (import, transfers), the Papierkorb, the Zugänge (admins, embedded) and Datenschutz (admins). */
export function DashboardMenu() {
  // The role matrix (authProvider.canAccess): editors do not see the admins' screens.
  const mail = useCanAccess({ resource: 'mail', action: 'list' }).canAccess;
  const accounts = useCanAccess({ resource: 'accounts', action: 'list' }).canAccess;
  const privacy = useCanAccess({ resource: 'privacy', action: 'list' }).canAccess;
  const page = useDashboardPath();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {mail && <Menu.Item to={page('postausgang')} primaryText="Postausgang" leftIcon={<OutboxIcon />} />}
      <Menu.Item to={page('suchauftraege')} primaryText="Suchaufträge" leftIcon={<SavedSearch />} />
      <Menu.Item to={page('openimmo')} primaryText="OpenImmo" leftIcon={<SyncAltIcon />} />
      {accounts && clientBackendMode() === 'embedded' && (
        <Menu.Item to={page('zugaenge')} primaryText="Zugänge" leftIcon={<PeopleIcon />} />
      )}
      <Menu.Item to={page('papierkorb')} primaryText="Papierkorb" leftIcon={<DeleteOutlineIcon />} />
      {privacy && <Menu.Item to={page('datenschutz')} primaryText="Datenschutz" leftIcon={<PrivacyTipIcon />} />}
    </Menu>
  );
}
