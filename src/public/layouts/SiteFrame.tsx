import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { LayoutName } from '../../shared/routes/routeTable';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Header, main landmark and footer shared by the visitor layouts. */
export function SiteFrame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  return (
    <Box data-layout={layout} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
