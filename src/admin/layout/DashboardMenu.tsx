import OutboxIcon from '@mui/icons-material/Outbox';
import { Menu } from 'react-admin';

/** react-admin's menu (overview, one entry per resource) plus the Postausgang. */
export function DashboardMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to="/postausgang" primaryText="Postausgang" leftIcon={<OutboxIcon />} />
    </Menu>
  );
}
