import Box from '../ui/Box';
import Typography from '../ui/Typography';
import { choiceName } from '../../shared/format/choices';
import { formatMonthYear } from '../../shared/format/dates';
import { serviceTypes } from '../../shared/resources/choices/property';
import type { TestimonialRecord } from '../../shared/resources/testimonials';
import { colors } from '../../shared/theme/palette';
import { districtName } from '../../shared/listings/places';
import { cardSx } from '../ui/styles';

function Stars({ rating }: { rating: number }) {
  return (
    <Box role="img" aria-label={`${rating} von 5 Sternen`} sx={{ color: colors.primaryDark, letterSpacing: 2, fontSize: '1.1rem' }}>
      {'★'.repeat(rating)}
      <Box component="span" sx={{ color: '#d9d3bd' }}>
        {'★'.repeat(5 - rating)}
      </Box>
    </Box>
  );
}

/** What clients say, as quotes with their stars, name, district and service. */
export function Testimonials({ items }: { items: readonly TestimonialRecord[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${Math.min(items.length, 3)}, minmax(0, 1fr))` } }}>
      {items.map((item) => {
        const details = [item.district && districtName(item.district), item.service && choiceName(serviceTypes, item.service), item.date && formatMonthYear(item.date)]
          .filter(Boolean)
          .join(' · ');
        return (
          <Box component="figure" key={item.id} sx={{ ...cardSx, m: 0, p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Stars rating={item.rating} />
            <Box component="blockquote" sx={{ m: 0, fontSize: '1.05rem', lineHeight: 1.65, flex: 1 }}>
              <p style={{ margin: 0 }}>„{item.text}“</p>
            </Box>
            <Box component="figcaption">
              <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {item.author}
              </Typography>
              {details && (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {details}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
