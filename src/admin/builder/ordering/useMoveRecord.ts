import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { moveItem } from '../moveItem';
import { orderSlots } from './orderSlots';

/** Moves a record within the list's current page by rewriting the order field of the records that change places. */
export function useMoveRecord(orderField: string) {
  const { data = [], resource } = useListContext<RaRecord>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= data.length) return;
    const slots = orderSlots(data.map((record) => record[orderField]));
    const changes = moveItem(data, from, to)
      .map((record, index) => ({ record, order: slots[index] }))
      .filter(({ record, order }) => record[orderField] !== order);
    setPending(true);
    try {
      await Promise.all(
        changes.map(({ record, order }) =>
          dataProvider.update(resource, { id: record.id, data: { ...record, [orderField]: order }, previousData: record }),
        ),
      );
      notify('Die Reihenfolge wurde gespeichert.', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      refresh();
    }
  };

  return { move, pending };
}
