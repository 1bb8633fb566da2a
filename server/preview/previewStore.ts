import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PreviewResource } from '../../src/shared/resources/previewPaths';

/** How long a preview can be opened after the dashboard asked for it. */
export const PREVIEW_LIFETIME_MS = 30 * 60 * 1000;
/** Previews held at once (all staff together); the oldest goes first. Each holds one record of a form. */
export const MAX_PREVIEWS = 200;

export interface Preview {
  resource: PreviewResource;
  /** The record as the form had it (validated), with its id and published. */
  record: Record<string, unknown> & { id: string };
  /** The public page it is shown on. */
  path: string;
  /** The account that asked (embedded: the session's user id); null where the server knows no session (Firebase). */
  owner: string | null;
  /** SHA-256 of the claim cookie's value once a browser has opened it (Firebase mode), else null. */
  claim: string | null;
  expiresAt: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random, unguessable token (192 bits), URL- and cookie-safe. */
export const newToken = () => randomBytes(24).toString('base64url');

/**
 * Previews in this process's memory: short-lived (nothing of them needs to survive a restart, staff ask again), keyed
 * by an unguessable id. One server process, as the rate limits assume too (docs/security.md).
 */
export class PreviewStore {
  private readonly previews = new Map<string, Preview>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  add(preview: Omit<Preview, 'expiresAt' | 'claim'>): string {
    this.purge();
    while (this.previews.size >= MAX_PREVIEWS) this.previews.delete(this.previews.keys().next().value!);
    const id = newToken();
    this.previews.set(id, { ...preview, claim: null, expiresAt: this.now() + PREVIEW_LIFETIME_MS });
    return id;
  }

  /** The preview, or undefined when unknown or expired. */
  get(id: string): Preview | undefined {
    const preview = this.previews.get(id);
    if (preview && preview.expiresAt <= this.now()) {
      this.previews.delete(id);
      return undefined;
    }
    return preview;
  }

  /** Binds the preview to the browser holding `secret` (the first to open it); false once another holds it. */
  claimedBy(preview: Preview, secret: string | undefined): boolean {
    if (preview.claim === null) return false;
    if (!secret) return false;
    return timingSafeEqual(Buffer.from(preview.claim, 'hex'), Buffer.from(sha256(secret), 'hex'));
  }

  claim(preview: Preview, secret: string): void {
    preview.claim = sha256(secret);
  }

  private purge() {
    const now = this.now();
    for (const [id, preview] of this.previews) if (preview.expiresAt <= now) this.previews.delete(id);
  }
}
