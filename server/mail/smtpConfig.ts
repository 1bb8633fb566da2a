import type { ServerConfig } from '../config';

/** SMTP_URL, MAIL_FROM and the worker's timing, checked at start (server/config.ts). */
export type MailConfig = ServerConfig['mail'];

/** Where mail goes, for the dashboard: host and port, never the credentials. */
export function smtpTarget(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}
