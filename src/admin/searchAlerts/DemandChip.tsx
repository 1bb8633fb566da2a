import Chip from '@mui/material/Chip';
import { useEffect, useState } from 'react';
import type { PropertyRecord } from '../../shared/resources/properties';
import { useSearchAlertSource } from './searchAlertSourceContext';

/**
 * On the listing's edit screen: how many active search requests the saved listing meets – before publishing, the
 * demand it will reach, from the embedded server or Firestore.
 */
export function DemandChip({ record }: { record: PropertyRecord }) {
  const source = useSearchAlertSource();
  const [count, setCount] = useState<number | null>(null);
  const { marketingType, objectType, district, price, coldRent, rooms, livingArea, priceOnRequest } = record;
  useEffect(() => {
    let current = true;
    source
      .demand({ marketingType, objectType, district, price, coldRent, rooms, livingArea, priceOnRequest })
      .then((found) => current && setCount(found))
      .catch(() => current && setCount(null));
    return () => {
      current = false;
    };
  }, [source, marketingType, objectType, district, price, coldRent, rooms, livingArea, priceOnRequest]);
  if (count === null) return null;
  return (
    <Chip
      size="small"
      color={count > 0 ? 'success' : 'default'}
      label={count === 1 ? '1 aktiver Suchauftrag passt zu diesem Objekt' : `${count} aktive Suchaufträge passen zu diesem Objekt`}
    />
  );
}
