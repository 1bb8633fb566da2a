import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link, RecordContextProvider, useCreatePath, useGetList } from 'react-admin';
import { type InquiryRecord } from '../../shared/resources/inquiries';
import { inquiryTopics } from '../../shared/resources/choices/inquiryTopics';
import { formatDateTime } from '../../shared/format/fieldFormat';
import { InquiryStatusField } from '../resources/inquiries/InquiryStatusField';
import { OverviewPanel } from './OverviewPanel';

/** The five newest inquiries, each a way to read it. */
export function NewestInquiries() {
  const createPath = useCreatePath();
  const { data = [], isPending } = useGetList<InquiryRecord>('inquiries', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <OverviewPanel title="Neueste Anfragen">
      {!isPending && data.length === 0 && <Typography color="text.secondary">Es sind noch keine Anfragen eingegangen.</Typography>}
      <List dense disablePadding>
        {data.map((inquiry) => (
          <RecordContextProvider key={inquiry.id} value={inquiry}>
            <ListItem disablePadding>
              <ListItemButton
                component={Link}
                to={createPath({ resource: 'inquiries', type: 'show', id: inquiry.id })}
                sx={{ gap: 1, px: 1 }}
              >
                <ListItemText
                  primary={inquiry.name}
                  secondary={`${inquiryTopics.find((topic) => topic.id === inquiry.topic)?.name ?? ''} · ${formatDateTime(inquiry.createdAt)}`}
                />
                <InquiryStatusField />
              </ListItemButton>
            </ListItem>
          </RecordContextProvider>
        ))}
      </List>
      {/* A link on its own line, so it gets a touch target of 24 px and more (WCAG 2.5.8). */}
      <Link to={createPath({ resource: 'inquiries', type: 'list' })} sx={{ display: 'inline-block', py: 0.75 }}>
        Alle Anfragen
      </Link>
    </OverviewPanel>
  );
}
