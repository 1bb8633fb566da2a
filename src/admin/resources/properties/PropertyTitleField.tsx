import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { listingDistricts } from '../../../shared/resources/choices/districts';
import { objectTypes } from '../../../shared/resources/choices/property';
import type { PropertyRecord } from '../../../shared/resources/properties';
import { propertyPrice } from './PropertyPriceField';
import { PropertyStatusField } from './PropertyStatusField';

/** Title with object type, district and object number; on phones also price and status, as the only column besides the picture. */
export function PropertyTitleField({ compact = false }: { source?: string; compact?: boolean }) {
  const record = useRecordContext<PropertyRecord>();
  if (!record) return null;
  const objectType = objectTypes.find((choice) => choice.id === record.objectType)?.name;
  const district = listingDistricts.find((choice) => choice.id === record.district)?.name;
  const details = [objectType, district, record.objectNumber, compact ? propertyPrice(record) : null].filter(Boolean).join(' · ');
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {details}
      </Typography>
      {compact && <PropertyStatusField />}
    </>
  );
}
