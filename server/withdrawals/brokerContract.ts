import { createHash } from 'node:crypto';
import { commissionText } from '../../src/shared/listings/exposeFacts';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import type { ReadAsVisitor } from '../content/visitorReferences';

/**
 * The version of a notice: the start of its text's SHA-256, enough to find the exact wording again among the
 * settings' versions in the Verlauf (a save date would change with any other field of the settings).
 */
const noticeVersion = (text: string) => `SHA-256 ${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;

/**
 * What an inquiry about an offer keeps of the broker contract it may conclude (BGH I ZR 30/15, I ZR 169/19): the
 * commission as the exposé stated it to the visitor and, for a sale, the version of the withdrawal notice their
 * confirmation carries. Read as the visitor saw them, in both backends; null for inquiries about no offer.
 */
export async function brokerContractFields(record: Record<string, unknown>, read: ReadAsVisitor) {
  const property = typeof record.property === 'string' ? ((await read('properties', record.property)) as PropertyRecord | null) : null;
  if (!property) return { commissionShown: null, withdrawalNoticeVersion: null };
  const { label, text } = commissionText(property);
  const settings = property.marketingType === 'kauf' ? await read('settings', 'agency') : null;
  const notice = typeof settings?.withdrawalNotice === 'string' && settings.withdrawalNotice ? settings.withdrawalNotice : null;
  return {
    commissionShown: `${label}: ${text}`.slice(0, 600),
    withdrawalNoticeVersion: notice ? noticeVersion(notice) : null,
  };
}
