import { isMailAddress } from './mailAddress';

export interface MailConfig {
  /** SMTP_URL: `smtp://user:pass@host:587` (STARTTLS whenever the server offers it) or `smtps://…:465`. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender address; without it the agency's e-mail from the settings. */
  from?: string;
  /** How long a worker may hold a mail it is sending before another one may take it over. */
  claimMs: number;
  /** How often the worker looks for due mails besides being woken by a new one. */
  pollMs: number;
}

/** Reads the mail settings from the environment; a malformed value stops the start with a clear message. */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.de:587');
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
    if (!url.hostname) throw new Error('SMTP_URL names no host');
  }
  const from = env.MAIL_FROM?.trim() || undefined;
  if (from && !isMailAddress(from)) throw new Error(`MAIL_FROM must be a plain address such as info@example.de, got "${from}"`);
  return {
    smtpUrl,
    from,
    claimMs: seconds(env.MAIL_CLAIM_SECONDS, 300) * 1000,
    pollMs: seconds(env.MAIL_POLL_SECONDS, 15) * 1000,
  };
}

export function seconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`expected a positive number of seconds, got "${value}"`);
  return number;
}

/** Where mail goes, for the dashboard: host and port, never the credentials. */
export function smtpTarget(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}
