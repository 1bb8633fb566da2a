import { Logout, UserMenu, useGetIdentity } from 'react-admin';
import { AccountMenuItem } from '../account/AccountMenuItem';

/**
 * react-admin's user menu with "Mein Zugang" above signing out, with the signed-in name in the button's accessible name: the stock label "Profil" hid
 * the name the button shows (WCAG 2.5.3, label in name).
 */
export function StaffUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName}, Profil` : 'ra.auth.user_menu'}>
      <AccountMenuItem />
      <Logout />
    </UserMenu>
  );
}
