import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link, useCanAccess, useCreatePath, useGetList } from 'react-admin';
import type { AdminResource } from '../resources/adminResources';

function CountCard({ resource }: { resource: AdminResource }) {
  const { definition, screens } = resource;
  const createPath = useCreatePath();
  // The role matrix: a resource the role may not list (an editor and the portals) gets no card, not an endless "…".
  const { canAccess } = useCanAccess({ resource: definition.name, action: 'list' });
  const { total, isPending } = useGetList(definition.name, { pagination: { page: 1, perPage: 1 } }, { enabled: canAccess === true });
  const Icon = screens.icon;
  if (!canAccess) return null;
  return (
    <Card variant="outlined">
      <CardActionArea
        component={Link}
        to={createPath({ resource: definition.name, type: 'list' })}
        sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: 'background.sand',
            color: 'primary.dark',
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="p" sx={{ fontSize: '1.6rem', lineHeight: 1.1 }}>
            {isPending ? '…' : (total ?? 0).toLocaleString('de-DE')}
          </Typography>
          <Typography color="text.secondary">{definition.label.other}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** How many records each resource has, each card a way into its list. */
export function CountCards({ resources }: { resources: readonly AdminResource[] }) {
  return (
    <Box
      component="section"
      aria-label="Bestand"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
    >
      {resources.map((resource) => (
        <CountCard key={resource.definition.name} resource={resource} />
      ))}
    </Box>
  );
}
