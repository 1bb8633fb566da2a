import { createHmac, randomBytes } from 'node:crypto';
import { invitationLink } from '../../src/shared/auth/invitations';
import { readAll } from '../../src/shared/firebase/allDocuments';
import { isInternalField, type StoredDocument } from '../../src/shared/firebase/documents';
import { DOCUMENT_ID, type FieldFilter, type FirestoreQuerySpec } from '../../src/shared/firebase/firestoreQuery';
import { historyCollection, millis, TRASH_COLLECTION } from '../../src/shared/firebase/history';
import { KEYWORDS_FIELD, searchToken } from '../../src/shared/firebase/keywords';
import { MAIL_COLLECTION, outboxEntryOf } from '../../src/shared/firebase/mailCollection';
import { MAX_BATCH, type FirestorePort, type WriteOp } from '../../src/shared/firebase/port';
import {
  ALERT_MATCHES_COLLECTION,
  ALERT_TOKENS_COLLECTION,
  ALERTS_COLLECTION,
  PRIVACY_ERASURES_COLLECTION,
  PRIVACY_KEYS_COLLECTION,
} from '../../src/shared/firebase/serverCollections';
import type { HistoryAction, HistoryEntry } from '../../src/shared/history/changes';
import {
  countsOf,
  type ErasureCounts,
  type ErasureNote,
  type FoundMail,
  type PersonalDataReport,
  type StoredRecord,
} from '../../src/shared/privacy/personalData';
import { inquiries } from '../../src/shared/resources/inquiries';
import { META_FIELDS } from '../../src/shared/resources/recordTypes';
import { withdrawals } from '../../src/shared/resources/withdrawals';
import { alertRowOf, summaryOf } from '../../src/shared/search/alertRow';
import { REDACTED } from '../mail/outboxRow';
import type { PersonalDataStore } from './personalDataStore';
import { alertPageLink, oneClickLink, type AlertPageAction } from '../searchAlerts/alertLinks';

/**
 * The visitors' records that carry an `email` field (a valuation request is an inquiry). firestore.rules let the
 * server's account find and delete them with their history, Papierkorb entries and mails (generated from this list).
 */
export const PERSONAL_RECORD_COLLECTIONS: readonly string[] = [inquiries.name, withdrawals.name];
/** The collections whose documents a mail may be about (`related.collection`) when it concerns the address. */
const MAIL_ABOUT = [...PERSONAL_RECORD_COLLECTIONS, ALERTS_COLLECTION];
/** The one document of PRIVACY_KEYS_COLLECTION. */
export const ERASURE_KEY_ID = 'erasure';

const ALERT_ACTIONS = Object.keys({ bestaetigen: 0, verwalten: 0, abmelden: 0 } satisfies Record<AlertPageAction, 0>) as AlertPageAction[];
/**
 * What marks a link that acts for its holder (confirming, managing or ending a search request, accepting an
 * invitation). The extension's mail documents keep them; the report shows them removed, as the embedded outbox does.
 */
const SECRET_LINK_MARKERS = [...ALERT_ACTIONS.map((action) => alertPageLink('', action, '')), oneClickLink('', ''), invitationLink('', '')];

const normalized = (email: string) => email.trim().toLowerCase();
/** HMAC of the address under the key of privacyKeys/erasure, which only the server's account reads. */
const hashOf = (key: string, email: string) => createHmac('sha256', key).update(normalized(email)).digest('base64url');
const unique = <T>(values: readonly T[]) => [...new Set(values)];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const iso = (value: unknown) => (typeof value === 'string' ? value : new Date(millis(value) || 0).toISOString());
const isMetaField = (name: string) => (META_FIELDS as readonly string[]).includes(name);
const declaredFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => !isInternalField(name) && !isMetaField(name)));

const equals = (field: string, value: unknown): FieldFilter => ({ field, op: '==', value });
const byId = (collection: string, filters: FieldFilter[]): FirestoreQuerySpec => ({
  collection,
  filters,
  orderBy: { field: DOCUMENT_ID, direction: 'asc' },
});
const remove = ({ collection, id }: DocumentKey): WriteOp => ({ kind: 'delete', collection, id });

interface DocumentKey {
  collection: string;
  id: string;
}
interface FoundDocument extends DocumentKey {
  doc: StoredDocument;
}

/** What one lookup found, with what the erasure deletes in its two steps. */
interface Found {
  report: PersonalDataReport;
  /** History, mails, a search request's tokens and matches: gone first, while the records still lead a re-run to them. */
  dependents: DocumentKey[];
  /** The records, Papierkorb entries and search requests: gone last. */
  records: DocumentKey[];
}

/** The report's text of a mail: every word that carries a secret link replaced. */
export function withoutSecretLinks(mailText: string): string {
  return mailText
    .split(/(\s+)/)
    .map((word) => (SECRET_LINK_MARKERS.some((marker) => word.includes(marker)) ? REDACTED : word))
    .join('');
}

function mailOf(doc: StoredDocument): FoundMail {
  const message = (doc.data.message ?? {}) as { text?: unknown };
  return { ...outboxEntryOf(doc.id, doc.data), text: withoutSecretLinks(text(message.text)) };
}

function historyEntryOf(resource: string, recordId: string, { id, data }: StoredDocument): HistoryEntry {
  return {
    id,
    resource,
    recordId,
    action: data.action as HistoryAction,
    author: { staffId: (data.authorId as string | null) ?? null, name: text(data.authorName) },
    at: millis(data.createdAt),
    changes: (data.changes as HistoryEntry['changes']) ?? [],
  };
}

const liveRecord = ({ id, data }: StoredDocument): StoredRecord => ({ id, createdAt: iso(data.createdAt), data: declaredFields(data) });

const recordOf = (entry: StoredDocument) => (entry.data.record ?? {}) as Record<string, unknown>;

/** A Papierkorb entry's record as the embedded backend reports it: its id and time taken out, the rest as data. */
function trashedRecord(entry: StoredDocument): StoredRecord {
  const record = recordOf(entry);
  return {
    id: text(entry.data.recordId),
    createdAt: typeof record.createdAt === 'string' ? record.createdAt : iso(entry.data.createdAt),
    data: Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'id' && name !== 'createdAt' && !isInternalField(name))),
    inTrash: true,
  };
}

/**
 * Data requests in Firebase mode, with the server's account (FIREBASE_MAIL_ACCOUNT), as the embedded backend answers
 * them (server/privacy/sqlitePersonalData.ts): the address's inquiries and withdrawals (live and in the Papierkorb)
 * with their history, its search requests with their tokens and matches, the mails to it, answering to it or about
 * one of those records. Firestore compares exactly, so the records are also looked up by their search keywords and
 * compared here without case; mails by every spelling found. Firestore has no transaction of this size: the erasure
 * deletes in batches, everything that depends on a record before the record, so a run broken off is finished by the
 * next. Its note goes in the last batch, with the records; a re-run's note counts what that run still found.
 */
export class FirestorePersonalData implements PersonalDataStore {
  constructor(private readonly port: FirestorePort) {}

  async find(email: string): Promise<PersonalDataReport> {
    return (await this.lookup(email, await this.storedKey())).report;
  }

  async erase(email: string, by: string): Promise<ErasureCounts> {
    const key = await this.erasureKey();
    const found = await this.lookup(email, key);
    const counts = countsOf(found.report);
    const note: WriteOp = {
      kind: 'put',
      collection: PRIVACY_ERASURES_COLLECTION,
      id: this.port.newId(PRIVACY_ERASURES_COLLECTION),
      fields: { by, emailHash: hashOf(key, email), counts },
      times: { at: 'now' },
    };
    await this.commitInBatches(found.dependents.map(remove));
    await this.commitInBatches([...found.records.map(remove), note]);
    return counts;
  }

  async inquiry(id: string): Promise<StoredRecord | null> {
    const doc = await this.port.get(inquiries.name, id);
    return doc ? liveRecord(doc) : null;
  }

  private async lookup(email: string, key: string | null): Promise<Found> {
    const address = normalized(email);
    const spellings = unique([email.trim(), address]);
    const [liveByCollection, trashByCollection, alerts, erasures] = await Promise.all([
      Promise.all(PERSONAL_RECORD_COLLECTIONS.map((collection) => this.recordsOf(collection, address, spellings))),
      Promise.all(PERSONAL_RECORD_COLLECTIONS.map((collection) => this.trashOf(collection, address))),
      this.alertsOf(address, spellings),
      key ? this.erasuresOf(hashOf(key, email)) : Promise.resolve([]),
    ]);
    const live = liveByCollection.flat();
    const trash = trashByCollection.flat();
    // A record in the Papierkorb keeps its history and mails under its own collection and id.
    const recordKeys = [...live, ...trash.map(({ doc }) => ({ collection: text(doc.data.resource), id: text(doc.data.recordId) }))];
    // The mails went to the address as the visitor typed it, which the records keep.
    const stored = [
      ...live.map(({ doc }) => doc.data.email),
      ...trash.map(({ doc }) => recordOf(doc).email),
      ...alerts.map(({ doc }) => doc.data.email),
    ];
    const mailSpellings = unique([...spellings, ...stored.map(text).filter(Boolean)]);
    const [history, mails, alertParts] = await Promise.all([
      Promise.all(recordKeys.map((record) => this.historyOf(record))),
      this.mailsOf(mailSpellings, [...recordKeys, ...alerts]),
      Promise.all(alerts.map(({ id }) => this.alertPartsOf(id))),
    ]);
    const entries = history.flat();
    const reported = (collection: string) => {
      const index = PERSONAL_RECORD_COLLECTIONS.indexOf(collection);
      return [
        ...liveByCollection[index].map(({ doc }) => liveRecord(doc)),
        ...trashByCollection[index].map(({ doc }) => trashedRecord(doc)),
      ];
    };

    return {
      report: {
        email: email.trim(),
        createdAt: new Date().toISOString(),
        inquiries: reported(inquiries.name),
        withdrawals: reported(withdrawals.name),
        searchRequests: alerts.map(({ doc }, index) => summaryOf(alertRowOf(doc.id, doc.data), alertParts[index].matches)),
        mails: mails.map(({ doc }) => mailOf(doc)),
        history: entries.map(({ entry }) => entry).sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1)),
        erasures,
      },
      dependents: [...entries.map(({ key: entryKey }) => entryKey), ...mails, ...alertParts.flatMap(({ keys }) => keys)],
      records: [...live, ...trash, ...alerts],
    };
  }

  /**
   * The collection's records from the address, oldest first: by each spelling, and by the keyword of the address that
   * every record of the data provider and the server carries (keywords.ts), compared here without case.
   */
  private async recordsOf(collection: string, address: string, spellings: string[]): Promise<FoundDocument[]> {
    const token = searchToken(address);
    const queries = [
      ...spellings.map((spelling) => byId(collection, [equals('email', spelling)])),
      ...(token ? [byId(collection, [{ field: KEYWORDS_FIELD, op: 'array-contains', value: token }])] : []),
    ];
    const docs = await this.readEach(queries);
    return docs
      .filter((doc) => normalized(text(doc.data.email)) === address)
      .sort((a, b) => millis(a.data.createdAt) - millis(b.data.createdAt))
      .map((doc) => ({ collection, id: doc.id, doc }));
  }

  /** The collection's entries in the Papierkorb (30 days of deletions), whose record has the address; oldest deletion first. */
  private async trashOf(collection: string, address: string): Promise<FoundDocument[]> {
    // The rules admit the server's account to the entries of these collections only: the query names one.
    const entries = await readAll(this.port, byId(TRASH_COLLECTION, [equals('resource', collection)]));
    return entries
      .filter((entry) => normalized(text(recordOf(entry).email)) === address)
      .sort((a, b) => millis(a.data.createdAt) - millis(b.data.createdAt))
      .map((doc) => ({ collection: TRASH_COLLECTION, id: doc.id, doc }));
  }

  private async historyOf({ collection, id }: DocumentKey) {
    const path = historyCollection(collection, id);
    const docs = await readAll(this.port, byId(path, []));
    return docs.map((doc) => ({ entry: historyEntryOf(collection, id, doc), key: { collection: path, id: doc.id } }));
  }

  /** Search requests are stored in lower case (alertSchemas.ts); the address as typed finds older ones. Oldest first. */
  private async alertsOf(address: string, spellings: string[]): Promise<FoundDocument[]> {
    const docs = await this.readEach(spellings.map((spelling) => byId(ALERTS_COLLECTION, [equals('email', spelling)])));
    return docs
      .filter((doc) => normalized(text(doc.data.email)) === address)
      .sort((a, b) => Number(a.data.created_at) - Number(b.data.created_at))
      .map((doc) => ({ collection: ALERTS_COLLECTION, id: doc.id, doc }));
  }

  /** A search request's link tokens and announced listings (firestoreAlertData.ts), and how many listings it was told about. */
  private async alertPartsOf(alertId: string): Promise<{ keys: DocumentKey[]; matches: number }> {
    const [tokens, matches] = await Promise.all(
      [ALERT_TOKENS_COLLECTION, ALERT_MATCHES_COLLECTION].map((collection) =>
        readAll(this.port, byId(collection, [equals('alert_id', alertId)])),
      ),
    );
    return {
      keys: [
        ...tokens.map((doc) => ({ collection: ALERT_TOKENS_COLLECTION, id: doc.id })),
        ...matches.map((doc) => ({ collection: ALERT_MATCHES_COLLECTION, id: doc.id })),
      ],
      matches: matches.length,
    };
  }

  /**
   * Mails to the address, answering to it, or about one of its records, oldest first. Each query names the collection
   * the mail is about: the rules let the server's account read only mails about these collections, never all of them.
   */
  private async mailsOf(spellings: string[], about: DocumentKey[]): Promise<FoundDocument[]> {
    const queries = [
      ...MAIL_ABOUT.flatMap((collection) =>
        ['to', 'replyTo'].flatMap((field) =>
          spellings.map((spelling) => byId(MAIL_COLLECTION, [equals('related.collection', collection), equals(field, spelling)])),
        ),
      ),
      ...about.map(({ collection, id }) => byId(MAIL_COLLECTION, [equals('related.collection', collection), equals('related.id', id)])),
    ];
    const docs = await this.readEach(queries);
    return docs
      .sort((a, b) => millis(a.data.createdAt) - millis(b.data.createdAt))
      .map((doc) => ({ collection: MAIL_COLLECTION, id: doc.id, doc }));
  }

  private async erasuresOf(emailHash: string): Promise<ErasureNote[]> {
    const notes = await readAll(this.port, byId(PRIVACY_ERASURES_COLLECTION, [equals('emailHash', emailHash)]));
    return notes
      .map(({ data }) => ({ at: iso(data.at), by: text(data.by), counts: data.counts as ErasureCounts }))
      .sort((a, b) => a.at.localeCompare(b.at));
  }

  /** The documents of several queries, each once. */
  private async readEach(queries: FirestoreQuerySpec[]): Promise<StoredDocument[]> {
    const found = new Map<string, StoredDocument>();
    for (const docs of await Promise.all(queries.map((spec) => readAll(this.port, spec)))) for (const doc of docs) found.set(doc.id, doc);
    return [...found.values()];
  }

  /** The HMAC key, if an erasure made one; without it there is no note to find. */
  private async storedKey(): Promise<string | null> {
    const value = (await this.port.get(PRIVACY_KEYS_COLLECTION, ERASURE_KEY_ID))?.data.value;
    return typeof value === 'string' ? value : null;
  }

  /** The HMAC key, made on first use; in a transaction, so two erasures at once on two instances agree on it. */
  private erasureKey(): Promise<string> {
    return this.port.transact(async (read) => {
      const stored = (await read(PRIVACY_KEYS_COLLECTION, ERASURE_KEY_ID))?.data.value;
      if (typeof stored === 'string') return { ops: [], result: stored };
      const key = randomBytes(32).toString('base64url');
      const op: WriteOp = {
        kind: 'put',
        collection: PRIVACY_KEYS_COLLECTION,
        id: ERASURE_KEY_ID,
        fields: { value: key },
        times: { createdAt: 'now' },
      };
      return { ops: [op], result: key };
    });
  }

  /** One batch after the other, so the order of `ops` is the order they are gone in. */
  private async commitInBatches(ops: WriteOp[]): Promise<void> {
    for (let start = 0; start < ops.length; start += MAX_BATCH) await this.port.commit(ops.slice(start, start + MAX_BATCH));
  }
}
