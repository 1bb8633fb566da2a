import ManageAccounts from '@mui/icons-material/ManageAccounts';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { useBasename, useUserMenu } from 'react-admin';
import { ACCOUNT_PATH } from './TwoFactorSetupGuard';

/** "Mein Zugang" in the user menu; closes the menu on the way. */
export const AccountMenuItem = forwardRef<HTMLAnchorElement>(function AccountMenuItem(props, ref) {
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to={`${basename}${ACCOUNT_PATH}`} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <ManageAccounts fontSize="small" />
      </ListItemIcon>
      <ListItemText>Mein Zugang</ListItemText>
    </MenuItem>
  );
});
