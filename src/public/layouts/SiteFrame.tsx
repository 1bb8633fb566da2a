import Box from '../ui/Box';
import GlobalStyles from '../ui/GlobalStyles';
import type { ReactNode } from 'react';
import type { LayoutName } from '../../shared/routes/routeTable';
import { ConsentBanner } from '../consent/ConsentBanner';
import { useConsentedAnalytics } from '../consent/useConsentedAnalytics';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * Anchors (#anfrage) land below the sticky header; printed pages get sensible margins and
 * black text on white, and links print without their colour.
 */
const siteStyles = {
  html: { scrollPaddingTop: 96 },
  '@media print': {
    '@page': { margin: '16mm 14mm' },
    body: { background: '#fff', color: '#000', fontSize: '10.5pt' },
    a: { color: '#000 !important', textDecoration: 'none' },
    img: { breakInside: 'avoid' },
  },
} as const;

/** Header, main landmark and footer shared by the visitor layouts, and the consent bar (shown at the bottom). */
export function SiteFrame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  useConsentedAnalytics();
  return (
    <Box data-layout={layout} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <GlobalStyles styles={siteStyles} />
      <SkipLink />
      <ConsentBanner />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
