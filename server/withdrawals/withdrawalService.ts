import type { FastifyRequest } from 'fastify';
import { RECORD_ID, validateRecord } from '../../src/shared/resources/validation';
import { withdrawals } from '../../src/shared/resources/withdrawals';
import { mailDate } from '../../src/shared/mail/mailDate';
import {
  contractOf,
  INQUIRY_PARAM,
  withdrawalStatementFields,
  type WithdrawalOutcome,
  type WithdrawalStatement,
} from '../../src/shared/withdrawal/withdrawal';
import { cologneDay } from '../analytics/cologneDay';
import { clientKey } from '../http/clientKey';
import { confirmationLimit } from '../mail/confirmationLimit';
import { composeWithdrawalMails } from '../mail/withdrawalMails';
import { HONEYPOT_FIELD } from '../content/visitorWrites';
import { chooseInquiry, timeOf, type StoredInquiry, type WithdrawalData } from './withdrawalData';

export interface WithdrawalServiceOptions {
  data: WithdrawalData;
  /** Where the mails' links lead: configuredOrigin (server/http/origin.ts); null links none. */
  linkOrigin: string | null;
  /** MAIL_FROM; without it the agency's address. */
  from?: string;
  now?: () => number;
}

export type SubmitWithdrawal = (fields: Record<string, string>, request: FastifyRequest) => Promise<WithdrawalOutcome>;

const CHECK_FIELDS = 'Bitte prüfen Sie die markierten Felder.';

/** The inquiry as the mails and the form name it (topic, day and offer), and its offer. */
async function describe(inquiry: StoredInquiry, data: WithdrawalData) {
  const property = typeof inquiry.property === 'string' ? await data.read('properties', inquiry.property) : null;
  return { property, description: contractOf(inquiry.topic, timeOf(inquiry.createdAt), property) };
}

/**
 * A visitor's withdrawal from /vertrag-widerrufen (§ 356a BGB), the same in both backends: the statement checked
 * against the declaration of `withdrawals`, matched to the inquiry it withdraws (chooseInquiry), and stored with the
 * inquiry's new status "widerrufen", the staff mail and the confirmation of receipt, all or nothing.
 */
export function withdrawalService({ data, linkOrigin, from, now = Date.now }: WithdrawalServiceOptions): SubmitWithdrawal {
  const limit = confirmationLimit({ countTo: (recipient, since) => data.confirmationsTo(recipient, since) });

  return async (fields, request) => {
    const statement = Object.fromEntries(
      withdrawalStatementFields.map((name) => [name, (fields[name] ?? '').trim()]),
    ) as WithdrawalStatement;
    const linked = RECORD_ID.test(fields[INQUIRY_PARAM] ?? '') ? fields[INQUIRY_PARAM] : null;
    const at = now();
    const receivedAt = mailDate(new Date(at));
    // A bot gets the answer it expects; nothing is stored or sent.
    if ((fields[HONEYPOT_FIELD] ?? '') !== '') return { kind: 'received', receivedAt, statement, confirmationSent: true };
    const checked = validateRecord(withdrawals, statement, withdrawalStatementFields);
    if (!checked.success)
      return { kind: 'form', values: { ...statement, inquiry: linked ?? undefined }, errors: checked.errors, notice: CHECK_FIELDS };

    const inquiry = chooseInquiry(await data.inquiriesFrom(statement.email), linked, at);
    const described = inquiry ? await describe(inquiry, data) : null;
    const contactId = described?.property?.contactPerson;
    const contactPerson = typeof contactId === 'string' ? await data.read('team', contactId) : null;
    const confirmationSent = await limit.allow(statement.email, clientKey(request.ip), at);
    const id = data.newId();
    const mails = await composeWithdrawalMails({
      withdrawalId: id,
      data: {
        ...statement,
        receivedAt,
        confirmationSent,
        inquiry:
          inquiry && described
            ? {
                description: described.description,
                dashboardUrl: linkOrigin ? `${linkOrigin}/dashboard/inquiries/${encodeURIComponent(inquiry.id)}/show` : null,
              }
            : null,
        dashboardUrl: linkOrigin ? `${linkOrigin}/dashboard/withdrawals/${encodeURIComponent(id)}/show` : null,
      },
      routing: inquiry ? { topic: String(inquiry.topic), contactPerson } : null,
      settings: await data.settings(),
      origin: linkOrigin,
      from,
    });
    if (mails.length === 0) request.log.warn('withdrawal stored without mails: no sender or recipient address in the settings');
    const record = { ...checked.data, inquiry: inquiry?.id ?? null, receivedOn: cologneDay(at), channel: 'online', note: null };
    await data.store({ id, record, inquiry, mails });
    return {
      kind: 'received',
      receivedAt,
      statement,
      confirmationSent: confirmationSent && mails.some((mail) => mail.kind === 'withdrawal-confirmation'),
    };
  };
}
