import TaskAlt from '@mui/icons-material/TaskAlt';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { InquiryRecord } from '../../../shared/resources/inquiries';

/** Sets an inquiry to "Erledigt"; the server stores whole records, so the update sends the record with its new status. */
export function MarkHandledButton() {
  const record = useRecordContext<InquiryRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<InquiryRecord>();
  if (!record || record.status === 'erledigt') return null;
  return (
    <Button
      label="Als erledigt markieren"
      variant="contained"
      disabled={isPending}
      onClick={() =>
        update(
          'inquiries',
          { id: record.id, data: { ...record, status: 'erledigt' }, previousData: record },
          {
            onSuccess: () => {
              notify('Die Anfrage ist als erledigt markiert.', { type: 'success' });
              refresh();
            },
            onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
          },
        )
      }
    >
      <TaskAlt />
    </Button>
  );
}
