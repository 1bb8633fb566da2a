import { Timestamp } from 'firebase/firestore';
import type { RecordMeta } from '../resources/recordTypes';

/** A document as the port hands it over: its id and fields, timestamps already ISO strings. */
export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
}

/** Fields the provider maintains for Firestore's sake (the keyword index); never part of a record. */
export const isInternalField = (name: string) => name.startsWith('_');

/** Firestore hands back Timestamps; records carry ISO strings, as the embedded server's do. */
export function timestampsToIso(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate().toISOString() : value]),
  );
}

/** ISO string → Timestamp, for writing records that keep their original times (data import). */
export function isoToTimestamp(iso: string): Timestamp {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Kein gültiger Zeitpunkt: ${iso}`);
  return Timestamp.fromDate(date);
}

/** The record react-admin and the pages see: declared fields plus id and metadata, nothing internal. */
export function toRecord(document: StoredDocument): Record<string, unknown> & RecordMeta {
  const fields = Object.fromEntries(Object.entries(document.data).filter(([key]) => !isInternalField(key)));
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    ...fields,
    id: document.id,
    // A write that has not reached the server yet has no time: the estimate comes from the SDK,
    // and a document written by hand in the console without times still shows up.
    createdAt: text(fields.createdAt) ?? '',
    updatedAt: text(fields.updatedAt) ?? text(fields.createdAt) ?? '',
    createdBy: text(fields.createdBy),
    updatedBy: text(fields.updatedBy),
  };
}
