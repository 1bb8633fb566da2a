import Box from '../ui/Box';
import Typography from '../ui/Typography';
import type { ReactNode } from 'react';
import { formatEuro } from '../../shared/format/numbers';
import { headlineFigures } from '../../shared/listings/exposeFacts';
import type { PropertyRecord } from '../../shared/resources/properties';
import { colors } from '../../shared/theme/palette';
import { noPrint } from '../ui/styles';
import { headlinePrice } from '../../shared/listings/price';
import type { TopicId } from '../forms/inquiryValidation';
import { ActionAnchor } from '../ui/Action';

interface PriceBoxProps {
  listing: PropertyRecord;
  /** Chooses the form's topic and jumps to it. */
  onRequest?: (topic: TopicId) => void;
  children?: ReactNode;
}

/** Price, the three figures visitors compare, the agent and the two main actions. */
export function PriceBox({ listing, onRequest, children }: PriceBoxProps) {
  const price = headlinePrice(listing);
  const figures = headlineFigures(listing);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2.5, md: 3 }, bgcolor: '#fff', boxShadow: '0 10px 30px rgba(35,33,27,0.08)' }}>
      {price && (
        <Box>
          <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>{price.label}</Typography>
          <Typography sx={{ fontFamily: 'h1.fontFamily', fontSize: { xs: '1.9rem', md: '2.2rem' }, fontWeight: 600, lineHeight: 1.15 }} data-testid="headline-price">
            {price.value}
          </Typography>
          {listing.marketingType === 'miete' && listing.utilities != null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              zzgl. {formatEuro(listing.utilities)} Nebenkosten{listing.heatingIncluded ? ' inkl. Heizkosten' : ''}
            </Typography>
          )}
        </Box>
      )}
      {/* A figure (a date, an area) never breaks inside: a box is at least as wide as its figure, and where three do
          not fit side by side (a 320 px phone), the last moves to a line of its own. */}
      {figures.length > 0 && (
        <Box component="dl" sx={{ m: 0, mt: 2.5, display: 'flex', flexWrap: 'wrap', gap: 1, textAlign: 'center' }}>
          {figures.map((figure) => (
            <Box key={figure.label} sx={{ flex: '1 1 0', minWidth: 'fit-content', bgcolor: colors.sand, borderRadius: 1, py: 1.25, px: 0.5, display: 'flex', flexDirection: 'column-reverse' }}>
              <Box component="dt" sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
                {figure.label}
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: figure.value.length > 8 ? '0.9rem' : '1.05rem', whiteSpace: 'nowrap' }}>
                {figure.value}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {children && <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>{children}</Box>}
      {onRequest && (
        <Box sx={{ mt: 3, display: 'grid', gap: 1.25, ...noPrint }}>
          <ActionAnchor href="#anfrage" variant="contained" size="large" onClick={() => onRequest('expose')} sx={{ py: 1.4 }}>
            Exposé anfordern
          </ActionAnchor>
          <ActionAnchor href="#anfrage" variant="outlined" size="large" onClick={() => onRequest('besichtigung')} sx={{ py: 1.4, borderColor: colors.ink }}>
            Besichtigung vereinbaren
          </ActionAnchor>
        </Box>
      )}
    </Box>
  );
}
