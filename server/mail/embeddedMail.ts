import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { inquiries } from '../../src/shared/resources/inquiries';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { DocumentStore } from '../db/documentStore';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { exposeForMail } from '../exposePdf/exposeForMail';
import type { ExposePdfService } from '../exposePdf/exposePdfService';
import { clientKey } from '../http/clientKey';
import { confirmationLimit } from './confirmationLimit';
import { answeringPersonId } from './inquiryRecipient';
import { composeInquiryMails } from './inquiryMails';
import type { OutgoingMail } from './outgoingMail';
import outboxRoutes from './outboxRoutes';
import { OutboxQueue } from './outboxQueue';
import { OutboxViews } from './outboxViews';
import { outboxJob } from './outboxWorker';
import { startJob, type RunningJob } from '../jobs/backgroundJob';
import { signInAttackNotice, type SignInAttackNotice } from './signInAttackNotice';
import type { MailConfig } from './smtpConfig';
import { smtpSender } from './smtpSender';

/**
 * Renders the mails a visitor's new record causes, before its transaction, and returns what stores them, to be
 * called inside it (undefined when the record causes none). See resourceRoutes' `visitorMails`.
 */
export type VisitorMails = (
  resource: ResourceDefinition,
  record: Record<string, unknown> & { id: string },
  request: FastifyRequest,
) => Promise<(() => void) | undefined>;

export interface EmbeddedMail {
  config: MailConfig;
  outbox: OutboxQueue;
  outboxViews: OutboxViews;
  /** Stores mails in the outbox; inside the transaction of what caused them. */
  enqueue(mails: readonly OutgoingMail[]): void;
  visitorMails: VisitorMails;
  /** Tells an attacked account's owner, at most once a day (signInAttackNotice.ts). */
  signInAttack: SignInAttackNotice;
  /** The sending worker; undefined without SMTP_URL (mails then wait in the outbox). */
  worker?: RunningJob;
  now(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: EmbeddedMail;
  }
}

export interface EmbeddedMailOptions {
  config: MailConfig;
  store: DocumentStore;
  publicUrl?: string;
  /** Where the links of an inquiry's mails lead: configuredOrigin (server/http/origin.ts); null mails none. */
  linkOrigin: string | null;
  requireStaff: preHandlerHookHandler;
  /** The clock of backoff and limits; tests move it. */
  now?: () => number;
  /** The exposé PDFs attached to the confirmations of exposé requests. */
  exposePdf?: { service: ExposePdfService; data: PublicDataSource };
}

/**
 * E-mail in the embedded backend: the outbox in SQLite, its worker (when SMTP_URL is set) and the dashboard's
 * routes. The worker stops before the database closes.
 */
async function embeddedMail(
  app: FastifyInstance,
  { config, store, publicUrl, linkOrigin, requireStaff, now = Date.now, exposePdf }: EmbeddedMailOptions,
) {
  const outbox = new OutboxQueue(app.db);
  const outboxViews = new OutboxViews(app.db);
  const sender = config.smtpUrl ? smtpSender(config.smtpUrl) : undefined;
  if (!sender) app.log.warn('SMTP_URL is not set: mails wait in the outbox until it is (docs/mail.md)');
  // Stopped in preClose, before any onClose hook, so the database is still open for the send in progress.
  const worker = sender
    ? startJob(app, outboxJob, { outbox, sender, claimMs: config.claimMs }, { pollMs: config.pollMs, now, log: app.log })
    : undefined;
  if (sender) app.addHook('onClose', () => sender.close());
  const settings = () => store.get('settings', 'agency') as Partial<SettingsRecord> | undefined;
  const limit = confirmationLimit({ countTo: (recipient, since) => outbox.countToMailbox('inquiry-confirmation', recipient, since) });

  const enqueue = (mails: readonly OutgoingMail[]) => {
    const at = now();
    for (const mail of mails) outbox.enqueue(mail, at);
    if (mails.length) worker?.wake();
  };

  const visitorMails: VisitorMails = async (resource, record, request) => {
    if (resource.name !== inquiries.name) return undefined;
    const property = typeof record.property === 'string' ? store.get('properties', record.property) : undefined;
    const personId = answeringPersonId(record.topic, settings(), property);
    const contactPerson = personId ? store.get('team', personId) : undefined;
    const at = now();
    const confirm = await limit.allow(String(record.email), clientKey(request.ip), at);
    const pdf =
      exposePdf && confirm
        ? await exposeForMail({ attach: exposePdf, log: request.log }, record, property as never, linkOrigin)
        : undefined;
    const mails = await composeInquiryMails({
      inquiry: record,
      settings: settings(),
      property,
      contactPerson,
      origin: linkOrigin,
      from: config.from,
      confirm,
      receivedAt: new Date(at),
      exposePdf: pdf,
    });
    if (mails.length === 0) request.log.warn('inquiry stored without mails: no sender or recipient address in the settings');
    return () => enqueue(mails);
  };

  const signInAttack = signInAttackNotice({ db: app.db, outbox, enqueue, settings, from: config.from, publicUrl, now });

  app.decorate('mail', { config, outbox, outboxViews, enqueue, visitorMails, signInAttack, worker, now });
  await app.register(outboxRoutes, { requireStaff, store, publicUrl });
}

export default fp(embeddedMail, { name: 'mail', dependencies: ['database'] });
