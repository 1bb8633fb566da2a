import { useRecordContext } from 'react-admin';
import type { PropertyRecord } from '../../../shared/resources/properties';
import { formatMoney } from '../../../shared/format/fieldFormat';

/** The price that matters for the offer: the purchase price, or the cold rent of a rental. */
export function propertyPrice(record: PropertyRecord): string {
  if (record.priceOnRequest) return 'Preis auf Anfrage';
  const amount = record.marketingType === 'miete' ? record.coldRent : record.price;
  if (amount == null) return '';
  return record.marketingType === 'miete' ? `${formatMoney(amount)} kalt` : formatMoney(amount);
}

export function PropertyPriceField(_props: { source?: string }) {
  const record = useRecordContext<PropertyRecord>();
  return record ? <>{propertyPrice(record)}</> : null;
}
