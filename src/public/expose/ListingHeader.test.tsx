import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PropertyRecord } from '../../shared/resources/properties';
import { ListingHeader } from './ListingHeader';

const listing = (extra: Partial<PropertyRecord>) =>
  ({ id: 'r1', title: 'Villa in Marienburg', marketingType: 'kauf', status: 'verfuegbar', postcode: '50968', city: 'Köln', district: 'marienburg', ...extra }) as PropertyRecord;

describe('the heading of an exposé or reference', () => {
  it('badges an offer with what it is offered for', () => {
    const html = renderToString(<ListingHeader listing={listing({})} titleId="t" />);
    expect(html).toContain('Zum Kauf');
  });

  it.each([
    ['kauf', 'verkauft', 'Verkauft', 'Zum Kauf'],
    ['miete', 'vermietet', 'Vermietet', 'Zur Miete'],
  ])('badges a reference (%s, %s) with what happened only', (marketingType, status, shown, hidden) => {
    const html = renderToString(<ListingHeader listing={listing({ marketingType, status } as Partial<PropertyRecord>)} titleId="t" />);
    expect(html).toContain(`>${shown}</span>`);
    expect(html).not.toContain(hidden);
  });
});
