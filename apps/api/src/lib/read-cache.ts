import { randomUUID } from 'node:crypto';
import { type Broadcast, inProcessBroadcast } from './broadcast';
import { CallsOnTheirWay } from './calls-on-their-way';

type Entry = { value: unknown; generation: number; storedAt: number };

/**
 * Answers of a few hot reads (a member's summary, upcoming bookings, a course-day), kept while nothing
 * has been written anywhere. Every write bumps the generation: on this instance synchronously, before its
 * reply leaves (`written`), and on every other instance through the broadcast, which `written` waits for.
 * An answer is used only while its generation is the current one and it is younger than `ttlMs`, which
 * bounds what time alone changes (a hold running out, a start passing). Coarse on purpose: it never has to
 * know which rows a write touched, so no write can be missed by a rule that forgot one.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads on their way, by key, stamped with the generation each began in (`through`). */
  private readonly reading = new CallsOnTheirWay<unknown>();
  private current = 0;
  private changed = Date.now();
  private readonly instance = randomUUID();
  broadcast: Broadcast = inProcessBroadcast();
  /** The publish on its way, and the one queued behind it for writes that committed after it left. */
  private sending: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  get generation(): number {
    return this.current;
  }

  /**
   * When this instance last learnt of a write (epoch ms): every write of an older generation committed
   * before it. A read replica lagging less than DATABASE_READ_AFTER_WRITE_MS has replayed them all by
   * this time plus that lag (teetimes/kept-occupancy.ts keeps a standby's read only then).
   */
  get changedAt(): number {
    return this.changed;
  }

  /** The answer kept under `key`, or undefined when it must be read again. */
  get<T>(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.current || now - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Keeps an answer read at `generation` (taken before the read began); a stale one is not kept. */
  set(key: string, value: unknown, generation: number, now: number): void {
    if (this.ttlMs <= 0 || generation !== this.current) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, generation, storedAt: now });
  }

  /**
   * The kept answer, else `read()`'s, kept for next time. Callers that miss the same key while its read is
   * on its way, with nothing written since it began, share that read: when a kept answer ran out under a
   * burst of the same member's requests, each of them read the database again (20 connections: 24 reads a
   * second of one course-day instead of one).
   */
  through<T>(key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.ttlMs <= 0) return read();
    const kept = this.get<T>(key, now);
    if (kept !== undefined) return Promise.resolve(kept);
    const generation = this.current;
    return this.reading.share(key, generation, () =>
      read().then((answer) => {
        this.set(key, answer, generation, Date.now());
        return answer;
      }),
    ) as Promise<T>;
  }

  /** Forgets everything on this instance (a broadcast told of a write, or messages may have been lost). */
  invalidate(): void {
    this.current++;
    this.changed = Date.now();
    this.entries.clear();
  }

  /**
   * Something was written (committed): forget here at once, and tell every other instance. Resolves when
   * the message is out, so a reply sent after it cannot reach a member before the other instances know.
   * Writes that arrive while a message is on its way share the next one.
   */
  written(): Promise<void> {
    this.invalidate();
    if (this.broadcast.kind === 'in-process') return Promise.resolve();
    if (!this.sending) return this.send();
    this.queued ??= this.sending.then(() => {
      this.queued = null;
      return this.send();
    });
    return this.queued;
  }

  /** A broadcast message: another instance wrote (this instance's own messages are ignored). */
  receive(message: string): void {
    if (message !== this.instance) this.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }

  private send(): Promise<void> {
    // A message that cannot be sent fails no write: the other instances' answers then live out their
    // READ_CACHE_MS, and they forget everything when their own link comes back (Broadcast's `all`).
    const sending: Promise<void> = this.broadcast
      .publish(this.instance)
      .catch(() => {})
      .finally(() => {
        if (this.sending === sending) this.sending = null;
      });
    this.sending = sending;
    return sending;
  }
}
