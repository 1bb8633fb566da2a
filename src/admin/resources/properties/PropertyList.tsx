import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BooleanField, DataTable, SelectField } from 'react-admin';
import { marketingTypes } from '../../../shared/resources/choices/property';
import { properties } from '../../../shared/resources/properties';
import { fieldDisplay } from '../../builder/fieldDisplay';
import { ThumbnailField } from '../../builder/fields/ThumbnailField';
import { listFilters } from '../../builder/listFilters';
import { ResourceList } from '../../builder/ResourceList';
import { PropertyPriceField } from './PropertyPriceField';
import { PropertyStatusField } from './PropertyStatusField';
import { PropertyTitleField } from './PropertyTitleField';

// On wide screens what staff filter by most often stays visible; on phones every filter waits
// under "Filter hinzufügen", so the list starts near the top.
const wideFilters = listFilters(properties, ['marketingType', 'status']);
const narrowFilters = listFilters(properties);
const livingArea = properties.fields.find((field) => field.name === 'livingArea')!;
// Short values take only the width they need; the title gets the rest.
const compact = { width: '1%', whiteSpace: 'nowrap' } as const;

/** Offers with their title image, the price that matters (purchase price or cold rent) and the status as a chip. */
export function PropertyList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <ResourceList resource={properties} filters={narrow ? narrowFilters : wideFilters}>
      <DataTable rowClick="edit">
        <DataTable.Col source="images" label="Bild" disableSort sx={compact}>
          <ThumbnailField source="images" />
        </DataTable.Col>
        <DataTable.Col source="title">
          <PropertyTitleField compact={narrow} />
        </DataTable.Col>
        {!narrow && (
          <DataTable.Col source="marketingType" sx={compact}>
            <SelectField source="marketingType" choices={[...marketingTypes]} />
          </DataTable.Col>
        )}
        {!narrow && (
          <DataTable.Col source="price" label="Preis" align="right" sx={compact}>
            <PropertyPriceField />
          </DataTable.Col>
        )}
        {!narrow && (
          <DataTable.Col source="livingArea" align="right" sx={compact}>
            {fieldDisplay(livingArea)}
          </DataTable.Col>
        )}
        {!narrow && (
          <DataTable.Col source="status" sx={compact}>
            <PropertyStatusField />
          </DataTable.Col>
        )}
        {!narrow && (
          <DataTable.Col source="published" label="Online" sx={compact}>
            <BooleanField source="published" />
          </DataTable.Col>
        )}
      </DataTable>
    </ResourceList>
  );
}
