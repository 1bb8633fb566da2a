import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, DateField, ReferenceField, SelectField, TextField } from 'react-admin';
import { inquiries } from '../../../shared/resources/inquiries';
import { inquiryTopics } from '../../../shared/resources/choices/inquiryTopics';
import { dateTimeOptions } from '../../../shared/format/fieldFormat';
import { listFilters } from '../../builder/listFilters';
import { ResourceList } from '../../builder/ResourceList';
import { InquiryStatusField } from './InquiryStatusField';
import { InquirySummaryField } from './InquirySummaryField';

const filters = listFilters(inquiries, ['status']);

/**
 * Newest first, with the status as a chip; a row opens the inquiry to read it. On phones one
 * summary column (as in the generated lists), so nothing scrolls sideways.
 */
export function InquiryList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <ResourceList resource={inquiries} filters={filters}>
      {narrow ? (
        <DataTable rowClick="show">
          <DataTable.Col source="name">
            <InquirySummaryField />
          </DataTable.Col>
        </DataTable>
      ) : (
        <DataTable rowClick="show">
          <DataTable.Col source="createdAt" label="Eingegangen">
            <DateField source="createdAt" showTime locales="de-DE" options={dateTimeOptions} />
          </DataTable.Col>
          <DataTable.Col source="name">
            <TextField source="name" />
          </DataTable.Col>
          <DataTable.Col source="topic" disableSort>
            <SelectField source="topic" choices={[...inquiryTopics]} />
          </DataTable.Col>
          <DataTable.Col source="property" disableSort>
            <ReferenceField source="property" reference="properties" link="edit" emptyText="–" />
          </DataTable.Col>
          <DataTable.Col source="status">
            <InquiryStatusField />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
}
