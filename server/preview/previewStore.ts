import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ResourceName } from '../../src/shared/resources/registry';

/** How long a preview can be opened after the dashboard asked for it. */
export const PREVIEW_LIFETIME_MS = 30 * 60 * 1000;
/** Previews held at once (all staff together); the oldest goes first. Each holds one record of a form. */
export const MAX_PREVIEWS = 200;

export interface Preview {
  resource: ResourceName;
  /** The record as the form had it (validated), with its id and published. */
  record: Record<string, unknown> & { id: string };
  /** The public page it is shown on. */
  path: string;
  /** The account that asked (embedded: the session's user id); null where the server knows no session (Firebase). */
  owner: string | null;
  expiresAt: number;
}

export type NewPreview = Omit<Preview, 'expiresAt'>;

/**
 * Where previews live between the dashboard's POST and the new tab's GET, which a load balancer may send to another
 * server instance: a table of the shared SQLite file (sqlitePreviewStore.ts) or a server-only Firestore collection
 * (server/preview/firestorePreviewStore.ts). Both keep only the token's SHA-256, so a copy of the database opens no
 * preview; nothing of them needs to survive longer than 30 minutes, staff ask again.
 */
export interface PreviewStore {
  /** Keeps the preview for PREVIEW_LIFETIME_MS (dropping expired ones and the oldest beyond MAX_PREVIEWS); its token. */
  add(preview: NewPreview): Promise<string>;
  /** The preview, or undefined when unknown or expired. */
  get(token: string): Promise<Preview | undefined>;
  /**
   * Binds the preview to the browser holding `secret` if no browser holds it yet, atomically (of two instances asked
   * at once, one wins), stored as the SHA-256 of `secret`; answers whether `secret` holds it now (Firebase mode, where
   * the server knows no session: the claim cookie of previewRoutes.ts).
   */
  claim(token: string, secret: string): Promise<boolean>;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random, unguessable token (192 bits), URL- and cookie-safe. */
export const newToken = () => randomBytes(24).toString('base64url');

/** Whether the stored claim (a SHA-256) is the one of `secret`, compared in constant time. */
export const claimHeldBy = (claim: string | null, secret: string) =>
  claim !== null && timingSafeEqual(Buffer.from(claim, 'hex'), Buffer.from(sha256(secret), 'hex'));
