import type { FastifyRequest } from 'fastify';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { KEYWORDS_FIELD } from '../../src/shared/firebase/keywords';
import { MAIL_COLLECTION, type MailDocument } from '../../src/shared/firebase/mailCollection';
import type { FirestorePort, WriteOp } from '../../src/shared/firebase/port';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { inquiries } from '../../src/shared/resources/inquiries';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { confirmationLimit } from './confirmationLimit';
import { recentConfirmations } from './recentConfirmations';
import { composeInquiryMails } from './inquiryMails';
import { answeringPersonId } from './inquiryRecipient';
import { exposeForMail } from '../exposePdf/exposeForMail';
import type { OutgoingMail } from './outgoingMail';
import { clientKey } from '../http/clientKey';

export interface SubmitWithMailsOptions {
  /** What visitors may read: the settings, the inquired offer and its contact person. */
  data: PublicDataSource;
  /** MAIL_FROM; without it the extension's default sender (its SMTP server may refuse any other). */
  mailFrom?: string;
  /** Where the mails' links lead: configuredOrigin (server/http/origin.ts), never a request's Host; null mails none. */
  linkOrigin: string | null;
  now?: () => number;
}

/** A mail as the "Trigger Email from Firestore" extension reads it, plus what the dashboard shows. */
export function mailDocument(mail: OutgoingMail, withFrom: boolean): MailDocument & { from?: string } {
  return {
    to: mail.to.address,
    ...(mail.replyTo ? { replyTo: mail.replyTo.address } : {}),
    ...(withFrom ? { from: mail.from.address } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    message: { subject: mail.subject, text: mail.text, html: mail.html },
    kind: mail.kind,
    toName: mail.to.name ?? null,
    related: mail.related ?? null,
  };
}

/**
 * Firebase mode's inquiry path: the inquiry and its mails (to staff, and the visitor's confirmation within the
 * limits) in one Firestore batch, so neither is stored without the other. Written with the server's mail account
 * (FIREBASE_MAIL_ACCOUNT), which firestore.rules let create mail only together with a new inquiry.
 */
export function submitWithMails(port: FirestorePort, { data, mailFrom, linkOrigin, now = Date.now }: SubmitWithMailsOptions) {
  const recent = recentConfirmations();
  const limit = confirmationLimit({ countTo: recent.countTo });

  return async (resource: ResourceDefinition, fields: Record<string, unknown>, request: FastifyRequest): Promise<string> => {
    const id = port.newId(resource.name);
    const ops: WriteOp[] = [
      {
        kind: 'set',
        collection: resource.name,
        id,
        fields,
        meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
      },
    ];
    if (resource.name === inquiries.name) {
      const inquiry = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== KEYWORDS_FIELD));
      const settings = await data.getOne<Partial<SettingsRecord>>('settings', 'agency');
      const property =
        typeof inquiry.property === 'string'
          ? await data.getOne<Record<string, unknown> & { id: string }>('properties', inquiry.property)
          : null;
      const personId = answeringPersonId(inquiry.topic, settings, property);
      const contactPerson = personId ? await data.getOne('team', personId) : null;
      const at = now();
      const confirm = await limit.allow(String(inquiry.email), clientKey(request.ip), at);
      // A Firestore document holds at most 1 MiB, too little for an exposé with pictures: the mail carries the PDF's link.
      const exposePdf = confirm ? await exposeForMail({ log: request.log }, inquiry, property, linkOrigin) : undefined;
      const mails = await composeInquiryMails({
        inquiry: { ...inquiry, id },
        settings,
        property,
        contactPerson,
        origin: linkOrigin,
        from: mailFrom,
        confirm,
        receivedAt: new Date(at),
        exposePdf,
      });
      for (const mail of mails) {
        if (mail.kind === 'inquiry-confirmation') recent.add(mail.to.address, at);
        ops.push({
          kind: 'set',
          collection: MAIL_COLLECTION,
          id: port.newId(MAIL_COLLECTION),
          fields: { ...mailDocument(mail, Boolean(mailFrom)) },
          meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
        });
      }
    }
    await port.commit(ops);
    return id;
  };
}
