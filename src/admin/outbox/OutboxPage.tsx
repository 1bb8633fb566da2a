import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { outboxStatusLabels, type OutboxContent, type OutboxEntry, type OutboxStatus } from '../../shared/mail/outbox';
import { MailPreviewDialog } from './MailPreviewDialog';
import { MailSetupNotice } from './MailSetupNotice';
import { MailTemplatePreviews } from './MailTemplatePreviews';
import { OutboxEntryItem } from './OutboxEntryItem';
import { useOutboxSource } from './outboxContext';

const PER_PAGE = 25;
type Filter = OutboxStatus | 'all';
const FILTERS: Filter[] = ['all', 'pending', 'sent', 'failed'];

/** /dashboard/postausgang: every mail with its state; preview, resend a failed one, the templates. */
export function OutboxPage() {
  const source = useOutboxSource();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const [preview, setPreview] = useState<OutboxContent | null>(null);
  const status = filter === 'all' ? undefined : filter;
  const { data, isPending, error } = useQuery({
    queryKey: ['outbox', 'list', filter, page],
    queryFn: () => source.list({ status, offset: page * PER_PAGE, limit: PER_PAGE }),
    refetchInterval: 10_000,
  });
  const fail = (cause: unknown) => notify(cause instanceof Error ? cause.message : String(cause), { type: 'error' });
  const resend = useMutation({
    mutationFn: (entry: OutboxEntry) => source.resend(entry.id),
    onSuccess: () => {
      notify('Die E-Mail wird erneut gesendet.', { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['outbox'] });
    },
    onError: fail,
  });
  const showContent = (entry: OutboxEntry) => source.content(entry.id).then(setPreview, fail);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PER_PAGE));

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title="Postausgang" />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
        Postausgang
      </Typography>
      <MailSetupNotice always />
      <Card variant="outlined">
        <CardContent>
          <Tabs
            value={filter}
            onChange={(_event, value: Filter) => {
              setFilter(value);
              setPage(0);
            }}
            variant="scrollable"
            aria-label="E-Mails nach Status"
          >
            {FILTERS.map((value) => (
              <Tab key={value} value={value} label={value === 'all' ? 'Alle' : outboxStatusLabels[value]} />
            ))}
          </Tabs>
          {error && <Typography color="error">{error.message}</Typography>}
          {!isPending && data?.entries.length === 0 && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Hier gibt es keine E-Mails.
            </Typography>
          )}
          <List aria-label="E-Mails">
            {data?.entries.map((entry) => (
              <OutboxEntryItem
                key={entry.id}
                entry={entry}
                onPreview={showContent}
                onResend={(mail) => resend.mutate(mail)}
                resending={resend.isPending}
              />
            ))}
          </List>
          {pages > 1 && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
                Zurück
              </Button>
              <Typography variant="body2">
                Seite {page + 1} von {pages}
              </Typography>
              <Button disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                Weiter
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
      {source.previews && <MailTemplatePreviews previews={source.previews} onShow={setPreview} onError={fail} />}
      <MailPreviewDialog content={preview} onClose={() => setPreview(null)} />
    </Box>
  );
}
