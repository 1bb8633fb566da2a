import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { SiteFrame } from './SiteFrame';

/** Inner pages: offers, services, company and legal pages, each opening with its heading band. */
export function PropertyLayout() {
  return (
    <SiteFrame layout="property">
      <Box sx={{ pb: { xs: 6, md: 10 } }}>
        <Outlet />
      </Box>
    </SiteFrame>
  );
}
