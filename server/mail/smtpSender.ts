import { createTransport } from 'nodemailer';
import type { SendableMail } from './outgoingMail';

export interface MailSender {
  /** Resolves once the server accepted the mail; rejects with the server's or the connection's error. */
  send(mail: SendableMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL. smtp:// upgrades with STARTTLS whenever the server offers it (a failed upgrade is an
 * error, never a quiet fall-back to plain text); `?requireTLS=true` also refuses a server that does not offer it.
 * Short timeouts keep a hanging server from holding a mail's claim.
 */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 });
  return {
    async send(mail) {
      await transport.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        // No "X-Mailer: nodemailer": nothing tells a stranger which software runs the site.
        xMailer: false,
      });
    },
    close: () => transport.close(),
  };
}
