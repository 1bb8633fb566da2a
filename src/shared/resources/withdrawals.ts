import { defineResource } from './defineResource';
import type { RecordOf } from './recordTypes';

export const withdrawalChannels = [
  { id: 'online', name: 'Online („Vertrag widerrufen“)' },
  { id: 'email', name: 'E-Mail' },
  { id: 'brief', name: 'Brief' },
  { id: 'telefon', name: 'Telefon' },
] as const;

/**
 * Withdrawals from broker contracts (§ 356a BGB): sent by visitors at /vertrag-widerrufen, which the server stores
 * with their confirmation of receipt (server/withdrawals/), or recorded by staff when one came by letter or mail.
 */
export const withdrawals = defineResource({
  name: 'withdrawals',
  label: { one: 'Widerruf', other: 'Widerrufe' },
  icon: 'undo',
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 100, list: true, sortable: true },
    { name: 'email', type: 'text', label: 'E-Mail', format: 'email', required: true, list: true },
    {
      name: 'contract',
      type: 'longText',
      label: 'Widerrufener Vertrag',
      required: true,
      maxLength: 1_000,
      help: 'Wie die Person den Vertrag bezeichnet hat, z. B. „Exposé-Anfrage vom 2. Dezember 2026 zu Objekt K-1042“.',
    },
    {
      name: 'inquiry',
      type: 'reference',
      label: 'Zugeordnete Anfrage',
      reference: 'inquiries',
      list: true,
      help: 'Online eingegangene Widerrufe ordnet die Website selbst zu, wenn die Anfrage eindeutig ist.',
    },
    { name: 'receivedOn', type: 'date', label: 'Eingegangen am', required: true, list: true, sortable: true },
    { name: 'channel', type: 'select', label: 'Eingegangen über', choices: withdrawalChannels, required: true, list: true, filter: true },
    { name: 'note', type: 'longText', label: 'Interne Notiz', maxLength: 2_000 },
  ],
  titleField: 'name',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  searchable: ['name', 'email', 'contract'],
  // The server's account writes the online ones in Firebase mode, with the inquiry's new status.
  access: { read: 'staff', create: 'staff', staffRead: 'inquiries', staffWrite: 'inquiries', serverWrites: true },
});

export type WithdrawalRecord = RecordOf<typeof withdrawals>;
