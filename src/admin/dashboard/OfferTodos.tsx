import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link, useCreatePath, useGetList } from 'react-admin';
import type { PropertyRecord } from '../../shared/resources/properties';
import { CURRENT_OFFER_STATUSES } from '../../shared/resources/propertyScopes';
import { offerTodos } from './offerTodos';
import { OverviewPanel } from './OverviewPanel';

/** Offers on the market that lack pictures or energy data: the staff's to-do list. */
export function OfferTodos() {
  const createPath = useCreatePath();
  // An agency has dozens of offers, not thousands: one page of them is all current offers.
  const { data = [], isPending } = useGetList<PropertyRecord>('properties', {
    filter: { status: CURRENT_OFFER_STATUSES },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'updatedAt', order: 'DESC' },
  });
  const todos = data.map((offer) => ({ offer, todos: offerTodos(offer) })).filter((entry) => entry.todos.length > 0);
  return (
    <OverviewPanel title="Zu erledigen">
      {!isPending && todos.length === 0 && (
        <Typography color="text.secondary">Alle Angebote haben Bilder und vollständige Energiedaten.</Typography>
      )}
      <List dense disablePadding>
        {todos.map(({ offer, todos }) => (
          <ListItem key={offer.id} disablePadding>
            <ListItemButton component={Link} to={createPath({ resource: 'properties', type: 'edit', id: offer.id })} sx={{ px: 1 }}>
              <ListItemText primary={offer.title} secondary={todos.join(' · ')} slotProps={{ secondary: { color: 'error.main' } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </OverviewPanel>
  );
}
