/** A line the producer of an answer logged; repeated on every hit, so a cached 404 is still logged. */
export type LogLine = readonly ['info' | 'warn' | 'error', string];

/** One answer as the cache keeps it (made by prepareAnswer in cachedReply.ts). */
export interface CachedAnswer {
  status: number;
  /** Content-Type, Cache-Control and the like; the security headers come from hooks on every answer. */
  headers: Readonly<Record<string, string>>;
  /** The uncompressed body. */
  body: Buffer;
  /** Strong validator of `body` (hex), without quotes; each encoding's ETag adds a suffix (see cachedReply.ts). */
  hash: string;
  /** The body compressed once, for the encodings browsers ask for; absent for small or binary bodies. */
  encoded: { readonly br?: Buffer; readonly gzip?: Buffer };
  /** The collections (resource names) the answer was made from. */
  reads: ReadonlySet<string>;
  log: readonly LogLine[];
}

/** What `begin()` hands out: the change counter when a production started. */
export type Ticket = number;

/** An answer being produced for a key, which concurrent misses of the same key may wait for. */
export interface Production {
  ticket: Ticket;
  /** The answer and whether it was stored; undefined when there is none to share (a redirect, a failure). */
  result: Promise<{ answer: CachedAnswer; stored: boolean } | undefined>;
}

export interface ResponseCacheOptions {
  /** Upper bound of everything held: bodies, compressed variants, keys and a fixed overhead per entry. */
  maxBytes: number;
}

/** Book-keeping per entry beyond the bytes themselves (object, headers, set of reads, map slot). */
const ENTRY_OVERHEAD = 512;

export const sizeOf = (key: string, answer: CachedAnswer): number =>
  ENTRY_OVERHEAD + key.length * 2 + answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);

interface Stored {
  answer: CachedAnswer;
  size: number;
}

/**
 * Answers in memory, least recently used first out, bounded by bytes (keys contain visitor-chosen query
 * strings, so their number must not be). Each entry knows which collections it was made from; a change of
 * collection X drops exactly the entries that read X. A change counter per collection keeps an answer
 * that was being produced while X changed from being stored as fresh: `begin()` before producing,
 * `put(key, answer, ticket)` afterwards.
 */
export class ResponseCache {
  readonly maxBytes: number;
  private readonly entries = new Map<string, Stored>();
  private readonly pending = new Map<string, Production>();
  private bytes = 0;
  private counter = 0;
  private readonly changedAt = new Map<string, number>();
  private allChangedAt = 0;
  private external?: { read: () => unknown; last: unknown };

  constructor({ maxBytes }: ResponseCacheOptions) {
    this.maxBytes = Math.max(0, maxBytes);
  }

  /** Bytes held now (as counted by sizeOf). */
  get size(): number {
    return this.bytes;
  }

  get count(): number {
    return this.entries.size;
  }

  /**
   * Watches a token that changes when the data changed behind this process's back (another process writing the
   * database); a new value drops everything, since it does not say what changed. Read by every `begin()`, which
   * every request through the cache calls first.
   */
  watchExternal(read: () => unknown): void {
    this.external = { read, last: read() };
  }

  get(key: string): CachedAnswer | undefined {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    // Map order is insertion order: moving the entry to the end makes the first one the least recently used.
    this.entries.delete(key);
    this.entries.set(key, stored);
    return stored.answer;
  }

  /** The ticket for a production (or a request's arrival); first drops everything if the external token changed. */
  begin(): Ticket {
    this.checkExternal();
    return this.counter;
  }

  /** True when none of `reads` changed since the ticket was handed out. */
  isFresh(reads: Iterable<string>, ticket: Ticket): boolean {
    if (this.allChangedAt > ticket) return false;
    for (const name of reads) if ((this.changedAt.get(name) ?? 0) > ticket) return false;
    return true;
  }

  /** Stores the answer unless something it read changed since `ticket`, or it is too big; says whether it did. */
  put(key: string, answer: CachedAnswer, ticket: Ticket): boolean {
    const size = sizeOf(key, answer);
    // One answer may take a quarter of the room at most, so one huge page cannot empty the cache.
    if (size > this.maxBytes / 4 || !this.isFresh(answer.reads, ticket)) return false;
    this.remove(key);
    this.entries.set(key, { answer, size });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** A collection changed (a write, a new snapshot): drops every answer made from it. */
  changed(collection: string): void {
    this.counter += 1;
    this.changedAt.set(collection, this.counter);
    for (const [key, { answer }] of this.entries) if (answer.reads.has(collection)) this.remove(key);
  }

  /** Anything may have changed: drops everything. */
  clear(): void {
    this.counter += 1;
    this.allChangedAt = this.counter;
    this.entries.clear();
    this.bytes = 0;
  }

  /** The production under way for `key`, if any: concurrent misses wait for it instead of each rendering. */
  inFlight(key: string): Production | undefined {
    return this.pending.get(key);
  }

  /** Registers a production for `key` until it settles (and before anybody waiting for it resumes). */
  track(key: string, production: Production): void {
    this.pending.set(key, production);
    const done = () => {
      if (this.pending.get(key) === production) this.pending.delete(key);
    };
    production.result.then(done, done);
  }

  private remove(key: string) {
    const stored = this.entries.get(key);
    if (!stored) return;
    this.entries.delete(key);
    this.bytes -= stored.size;
  }

  private checkExternal() {
    if (!this.external) return;
    const now = this.external.read();
    if (now === this.external.last) return;
    this.external.last = now;
    this.clear();
  }
}
