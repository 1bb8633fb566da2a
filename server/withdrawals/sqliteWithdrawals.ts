import { inquiries } from '../../src/shared/resources/inquiries';
import { withoutMeta } from '../../src/shared/resources/recordTypes';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { withdrawals } from '../../src/shared/resources/withdrawals';
import type { Db } from '../db/database';
import { newId } from '../db/documentStore';
import { writerOf, type RecordedWrites } from '../history/recordedWrites';
import type { EmbeddedMail } from '../mail/embeddedMail';
import type { StoredInquiry, WithdrawalData } from './withdrawalData';

/**
 * The embedded backend's withdrawals: the record, the inquiry's status "widerrufen" (each with its history entry,
 * author "Website") and the mails in the outbox, in one SQLite transaction.
 */
export function sqliteWithdrawals(
  db: Db,
  writes: RecordedWrites,
  mail: Pick<EmbeddedMail, 'outbox' | 'enqueue'>,
  onChange: (resource: string) => void,
): WithdrawalData {
  const { store } = writes;
  const byAddress = db
    .prepare(
      `SELECT id FROM documents WHERE collection = 'inquiries' AND lower(json_extract(data, '$.email')) = lower(?)
       ORDER BY created_at DESC LIMIT 100`,
    )
    .pluck();
  return {
    newId,
    inquiriesFrom: async (email) => (byAddress.all(email) as string[]).flatMap((id) => store.get('inquiries', id) ?? []) as StoredInquiry[],
    read: async (collection, id) => store.get(collection, id) ?? null,
    settings: async () => (store.get('settings', 'agency') as Partial<SettingsRecord> | undefined) ?? null,
    confirmationsTo: async (recipient, since) => mail.outbox.countToMailbox('withdrawal-confirmation', recipient, since),
    store: async ({ id, record, inquiry, mails }) => {
      const website = writerOf(null);
      store.transaction(() => {
        writes.create(withdrawals, record, website, id);
        const current = inquiry && store.get(inquiries.name, inquiry.id);
        if (current && current.status !== 'widerrufen')
          writes.update(inquiries, inquiry.id, { ...withoutMeta(current), status: 'widerrufen' }, website);
        mail.enqueue(mails);
      });
      onChange(withdrawals.name);
      if (inquiry) onChange(inquiries.name);
    },
  };
}
