import OpenInNew from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { StaffUserMenu } from './StaffUserMenu';

/** The beige bar: page title, a way to the website, the loading indicator and the user menu. */
export function DashboardAppBar() {
  return (
    <AppBar color="primary" toolbar={<LoadingIndicator />} userMenu={<StaffUserMenu />}>
      <TitlePortal />
      <Tooltip title="Website ansehen">
        <IconButton color="inherit" href="/" target="_blank" rel="noopener" aria-label="Website ansehen (öffnet in neuem Tab)">
          <OpenInNew />
        </IconButton>
      </Tooltip>
    </AppBar>
  );
}
