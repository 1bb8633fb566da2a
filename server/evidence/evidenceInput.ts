import type { HistoryEntry } from '../../src/shared/history/changes';
import type { FoundMail, StoredRecord } from '../../src/shared/privacy/personalData';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import { inquiries } from '../../src/shared/resources/inquiries';
import { withdrawals } from '../../src/shared/resources/withdrawals';
import type { PersonalDataStore } from '../privacy/personalDataStore';

/** Everything a Nachweis shows about one inquiry: the record, the offer it was about, its withdrawals, mails and history. */
export interface EvidenceInput {
  inquiry: StoredRecord;
  listing: Pick<PropertyRecord, 'title' | 'objectNumber'> | null;
  /** Withdrawals matched to this inquiry, and those of the same address that staff have not matched to any. */
  withdrawals: StoredRecord[];
  mails: FoundMail[];
  history: HistoryEntry[];
  company: string;
  createdAt: Date;
  createdBy: string;
}

export interface EvidenceSources {
  personalData: PersonalDataStore;
  listing(id: string): Promise<PropertyRecord | null>;
}

/**
 * Gathers the Nachweis from the data request of the inquiry's address: the same reads find its mails, withdrawals and
 * history in both backends, so the evidence can never show less than a Datenauskunft would.
 */
export async function gatherEvidence(
  id: string,
  sources: EvidenceSources,
  meta: Pick<EvidenceInput, 'company' | 'createdAt' | 'createdBy'>,
): Promise<EvidenceInput | null> {
  const inquiry = await sources.personalData.inquiry(id);
  if (!inquiry) return null;
  const report = await sources.personalData.find(String(inquiry.data.email ?? ''));
  const ownWithdrawals = report.withdrawals.filter((record) => record.data.inquiry === id || !record.data.inquiry);
  const related = new Set([`${inquiries.name}/${id}`, ...ownWithdrawals.map((record) => `${withdrawals.name}/${record.id}`)]);
  const property = typeof inquiry.data.property === 'string' && inquiry.data.property ? await sources.listing(inquiry.data.property) : null;
  return {
    inquiry,
    listing: property && { title: property.title, objectNumber: property.objectNumber },
    withdrawals: ownWithdrawals,
    mails: report.mails.filter((mail) => mail.related && related.has(`${mail.related.collection}/${mail.related.id}`)),
    history: report.history.filter((entry) => related.has(`${entry.resource}/${entry.recordId}`)),
    ...meta,
  };
}
