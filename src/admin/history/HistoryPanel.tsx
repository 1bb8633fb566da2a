import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { HistoryEntry } from '../../shared/history/changes';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { formatHistoryTime } from '../../shared/format/fieldFormat';
import { ChangeLine } from './ChangeLine';
import { actionLabels } from './changeText';
import { useHistorySource } from './historyContext';

/** The Verlauf of the record in context: its changes newest first, each former version restorable as a new change. */
export function HistoryPanel({ resource }: { resource: ResourceDefinition }) {
  const record = useRecordContext();
  const source = useHistorySource();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<HistoryEntry | null>(null);
  const id = String(record?.id ?? '');
  const {
    data: entries,
    error,
    isPending,
  } = useQuery({ queryKey: ['history', resource.name, id], queryFn: () => source.list(resource.name, id), enabled: Boolean(id) });
  const restore = useMutation({
    mutationFn: (entry: HistoryEntry) => source.restoreVersion(resource.name, id, entry.id),
    onSuccess: () => {
      notify('Die Version wurde wiederhergestellt.', { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['history', resource.name, id] });
      refresh();
    },
    onError: (cause) => notify(cause.message, { type: 'error' }),
    onSettled: () => setAsked(null),
  });

  if (error) return <Typography color="error">{error.message}</Typography>;
  if (isPending) return <Typography color="text.secondary">Der Verlauf wird geladen …</Typography>;
  if (entries.length === 0)
    return <Typography color="text.secondary">Für diesen Eintrag sind noch keine Änderungen verzeichnet.</Typography>;
  return (
    <Box component="ol" aria-label="Verlauf" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, width: '100%' }}>
      {entries.map((entry, index) => (
        <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {actionLabels[entry.action]} von {entry.author.name}, {formatHistoryTime(entry.at)}
          </Typography>
          {entry.changes.length > 0 && (
            <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
              {entry.changes.map((change) => (
                <ChangeLine key={change.field} resource={resource} change={change} action={entry.action} />
              ))}
            </Box>
          )}
          {/* The newest entry is the record as it is; a deletion is no version to go back to. */}
          {index > 0 && entry.action !== 'delete' && (
            <Button size="small" variant="outlined" onClick={() => setAsked(entry)} disabled={restore.isPending}>
              Diese Version wiederherstellen
            </Button>
          )}
        </Paper>
      ))}
      <Confirm
        isOpen={asked !== null}
        loading={restore.isPending}
        title="Diese Version wiederherstellen?"
        content={
          asked
            ? `Der Eintrag erhält wieder den Stand vom ${formatHistoryTime(asked.at)}. Die Wiederherstellung wird als neue Änderung im Verlauf verzeichnet; nicht gespeicherte Eingaben im Formular gehen verloren.`
            : ''
        }
        confirm="Wiederherstellen"
        cancel="Abbrechen"
        onConfirm={() => asked && restore.mutate(asked)}
        onClose={() => setAsked(null)}
      />
    </Box>
  );
}
