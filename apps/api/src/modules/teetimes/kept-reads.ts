import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import type { CourseDayTaken, SearchPayer } from './search-repository';

/** Entries kept per database and kind: 10,000 course-days are a few megabytes (a kept day holds only its starts with places taken). */
export const MAX_KEPT_READS = 10_000;

/**
 * Past this share of its life an entry that a search uses is read again in the background (`due`), so the
 * searches of a busy moment keep finding it kept instead of all waiting on its re-read when it runs out.
 */
export const READ_AHEAD_AFTER = 0.5;

type Entry<T> = { value: T; storedAt: number };
type Kept<T> = {
  generation: number;
  entries: Map<string, Entry<T>>;
  /** Reads on their way, begun at this generation: a search that needs one waits for it. */
  pending: Map<string, Promise<T | undefined>>;
};

/**
 * What the network search reads of the database that writes change, as last read, kept in the process so
 * that the searches of the next moment read none of it again: each course-day's places taken and held per
 * start (`CourseDayTaken`, shared by every member's search of that day), each member's inputs of a date
 * (their wallet, standing and bookings of the day, as the booking write reads them) and their no-show events
 * at a ruled club (the instants, so the count the rule's moving start gives is worked out at use).
 *
 * Kept by the read cache's rule (lib/read-cache.ts), whose generation every write bumps: each request that
 * may write and each job run calls `written()` after its commit, on this instance at once and on the others
 * through the broadcast. An entry is used only while the generation it was read at is the current one
 * and for at most the read cache's lifetime (READ_CACHE_MS, which bounds a lost broadcast). So a booking,
 * cancellation, staff action, party hold, waitlist offer, ballot win or sweep anywhere makes every kept entry
 * stale before its reply leaves. Time alone is applied at use, never kept: a held row carries the instant it
 * runs out (`takenAt`), a lot its expiry, a membership its end, a no-show the instant it counts from, and the judge compares each with the clock as
 * before. What was read while a write was in flight (the generation moved during the read) is used by that
 * search and not kept.
 *
 * A read replica may answer from before a write whose broadcast has already arrived: what is read there is
 * kept only when the read began at least DATABASE_READ_AFTER_WRITE_MS after this instance last learnt of a
 * write, the lag the replica's read-your-writes rule already assumes (plugins/read-replica.ts). Bounded: the
 * least recently used entries go first past `maxEntries`. A read on its way is shared: a search that needs
 * what another is reading at the same generation waits for that read instead of making its own (twenty
 * searches at once after a write read each course-day once).
 */
export class KeptReads<T> {
  private readonly kept = new WeakMap<Db, Kept<T>>();

  constructor(
    private readonly reads: Pick<ReadCache, 'generation' | 'changedAt' | 'ttlMs'>,
    /** The primary; any other database is a replica, whose reads are kept by the rule above. */
    private readonly primary: Db,
    private readonly replicaLagMs: number,
    private readonly maxEntries = MAX_KEPT_READS,
  ) {}

  /** Turned off with the read cache (READ_CACHE_MS=0): every search reads everything. */
  get enabled(): boolean {
    return this.reads.ttlMs > 0;
  }

  /** What a read that starts now must say when it lands (`keep`). */
  begin(): { generation: number; startedAt: number } {
    return { generation: this.reads.generation, startedAt: Date.now() };
  }

  /** The entry kept under `key`, or undefined when it must be read. */
  get(db: Db, key: string, now = Date.now()): T | undefined {
    const entries = this.entriesOf(db);
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.reads.ttlMs) {
      entries.delete(key);
      return undefined;
    }
    // Moved to the recent end only when the least recent may soon go (a wide search uses thousands: moving
    // each on every use was a sixth of its kept reads' cost).
    if (entries.size * 2 >= this.maxEntries) {
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry.value;
  }

  /**
   * Whether the entry under `key`, used now, is past READ_AHEAD_AFTER of its life with no read of it on its
   * way: the caller reads it again without waiting (`share` then `keep`), and until that lands the entry
   * serves as before, never past its lifetime.
   */
  due(db: Db, key: string, now = Date.now()): boolean {
    if (!this.enabled) return false;
    const { entries, pending } = this.keptOf(db);
    const entry = entries.get(key);
    return (
      entry !== undefined && now - entry.storedAt >= this.reads.ttlMs * READ_AHEAD_AFTER && !pending.has(key)
    );
  }

  /** Keeps what was read since `read` began, unless a write may have come between (see the class). */
  keep(db: Db, read: { generation: number; startedAt: number }, values: Iterable<[string, T]>): void {
    if (!this.enabled || read.generation !== this.reads.generation) return;
    if (db !== this.primary && read.startedAt < this.reads.changedAt + this.replicaLagMs) return;
    const entries = this.entriesOf(db);
    for (const [key, value] of values) {
      entries.delete(key);
      if (entries.size >= this.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, storedAt: read.startedAt });
    }
  }

  /** The read of `key` on its way at the current generation, if any (undefined once it failed). */
  pending(db: Db, key: string): Promise<T | undefined> | undefined {
    return this.enabled ? this.keptOf(db).pending.get(key) : undefined;
  }

  /**
   * Tells searches that `keys` are being read (`reading` resolves with them): until it lands they wait for
   * it (`pending`) rather than read them again.
   */
  share(db: Db, keys: readonly string[], reading: Promise<Map<string, T>>): void {
    if (!this.enabled || keys.length === 0) return;
    const { pending } = this.keptOf(db);
    const landed = reading.then(
      (values) => values,
      () => new Map<string, T>(),
    );
    for (const key of keys) {
      const value = landed.then((values) => values.get(key));
      pending.set(key, value);
      void value.then(() => {
        if (pending.get(key) === value) pending.delete(key);
      });
    }
  }

  /**
   * Reads `keys` again without waiting (`read` is given the instant the read begins): searches meanwhile use
   * the kept entries, or once those run out wait for this read (`pending`); what it brings is kept by the
   * rule of `keep`, and a failed read keeps nothing.
   */
  readAhead(db: Db, keys: readonly string[], read: (startedAt: Date) => Promise<Map<string, T>>): void {
    const began = this.begin();
    const reading = read(new Date(began.startedAt));
    this.share(db, keys, reading);
    reading.then(
      (fresh) => this.keep(db, began, fresh),
      () => {},
    );
  }

  /** How many entries are kept for `db` now. */
  size(db: Db): number {
    return this.entriesOf(db).size;
  }

  private entriesOf(db: Db): Map<string, Entry<T>> {
    return this.keptOf(db).entries;
  }

  private keptOf(db: Db): Kept<T> {
    let kept = this.kept.get(db);
    if (!kept || kept.generation !== this.reads.generation) {
      kept = { generation: this.reads.generation, entries: new Map(), pending: new Map() };
      this.kept.set(db, kept);
    }
    return kept;
  }
}

/**
 * A member's events against a club's no-show rule (epoch ms), read from `since` on: any later start's count
 * is how many are at or after it (`countSince`).
 */
export type KeptEvents = { since: number; at: number[] };

/** What one instance's searches keep (the route's; the alerts' job reads everything afresh). */
export type SearchKept = {
  /** Each course-day's places, keyed `courseId:date`. */
  days: KeptReads<CourseDayTaken>;
  /** Each member's inputs of a date, keyed `memberId:date`. */
  payers: KeptReads<SearchPayer>;
  /** Each member's no-show events at a ruled club, keyed `memberId:clubId`. */
  noShows: KeptReads<KeptEvents>;
};

/** The kept reads of one app instance, under its read cache's rule. */
export function searchKept(
  reads: Pick<ReadCache, 'generation' | 'changedAt' | 'ttlMs'>,
  primary: Db,
  replicaLagMs: number,
): SearchKept {
  return {
    days: new KeptReads(reads, primary, replicaLagMs),
    payers: new KeptReads(reads, primary, replicaLagMs),
    noShows: new KeptReads(reads, primary, replicaLagMs),
  };
}
