import { type Broadcast, inProcessBroadcast } from '../lib/broadcast';
import { CallsOnTheirWay } from '../lib/calls-on-their-way';
import type { SessionPolicy, SessionRecord } from './session-repository';

/** Redis / PostgreSQL NOTIFY channel carrying "drop session s:<id>" or "drop the sessions of m:<memberId>". */
export const SESSION_CHANNEL = 'fairway_sessions';

type Entry = { record: SessionRecord; cachedAt: number };

/** Told the ids of sessions that just ended (the live hub disconnects their sockets on every instance). */
export type SessionsEndedListener = (ids: string[]) => Promise<void>;

/**
 * A short-lived copy of session lookups (the one query every authenticated request made), keyed by the
 * session id (the token's hash). A copy is used only while it is younger than `ttlMs` and the session it
 * holds is still live by its own dates; otherwise the database is asked again. Every function that
 * deletes sessions calls `invalidateSession`, `invalidateMemberSessions` or `purged`, which drop the
 * copies here and, through the broadcast, on every other instance, and tell the `sessionsEnded`
 * listeners (a session's live sockets must not outlive it).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Lookups on their way, by session id, stamped with the count of drops when each began (`lookUp`). */
  private readonly lookups = new CallsOnTheirWay<SessionRecord | null>();
  /** Touches on their way, by session id (`touch`). */
  private readonly touches = new CallsOnTheirWay<unknown>();
  /** Bumped by every drop: a lookup that began before one may hold a session that has just ended. */
  private drops = 0;
  broadcast: Broadcast = inProcessBroadcast();
  readonly sessionsEnded = new Set<SessionsEndedListener>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached live session with this id, or undefined when the database must be asked. */
  get(id: string, policy: SessionPolicy, now: number): SessionRecord | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const { record } = entry;
    const live =
      now - entry.cachedAt < this.ttlMs &&
      record.expiresAt.getTime() > now &&
      record.lastSeenAt.getTime() > now - policy.idleMinutes * 60_000;
    if (!live) {
      this.entries.delete(id);
      return undefined;
    }
    return record;
  }

  set(record: SessionRecord, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(record.id);
    this.entries.set(record.id, { record, cachedAt: now });
  }

  /**
   * The database's answer for a session missing here (`read`), kept for the next requests. Requests that
   * miss together while it is on its way share it (each of a member's parallel requests looked the session
   * up again whenever its copy ran out), unless a session was dropped since it began: then a new lookup
   * starts, and the old one's answer, which may name the session just ended, is not kept.
   */
  lookUp(id: string, read: () => Promise<SessionRecord | null>, now: number): Promise<SessionRecord | null> {
    const drops = this.drops;
    return this.lookups.share(id, drops, () =>
      read().then((record) => {
        if (record && drops === this.drops) this.set(record, now);
        return record;
      }),
    );
  }

  /**
   * A session's touch (`write`, at most once a minute): requests that find it due while one is on its way
   * wait for that one instead of writing the same row again behind its lock.
   */
  touch(id: string, write: () => Promise<unknown>): Promise<unknown> {
    return this.touches.share(id, 0, write);
  }

  /** Drops one session's copy on this instance only (a broadcast message calls it). */
  dropSession(id: string): void {
    this.drops++;
    this.entries.delete(id);
  }

  /** Drops every copy of a member's sessions on this instance only. */
  dropMember(memberId: string): void {
    this.drops++;
    for (const [id, entry] of this.entries) if (entry.record.memberId === memberId) this.entries.delete(id);
  }

  clear(): void {
    this.drops++;
    this.entries.clear();
  }

  /** A broadcast message (`s:<id>` or `m:<memberId>`), from this instance or another. */
  receive(message: string): void {
    if (message.startsWith('s:')) this.dropSession(message.slice(2));
    else if (message.startsWith('m:')) this.dropMember(message.slice(2));
  }

  /** After deleting one session: no instance uses its copy any more, and its sockets are closed. */
  async invalidateSession(id: string): Promise<void> {
    this.dropSession(id);
    await this.broadcast.publish(`s:${id}`);
    await this.tellEnded([id]);
  }

  /** After deleting `endedIds`, some or all of a member's sessions (password change: all but one). */
  async invalidateMemberSessions(memberId: string, endedIds: string[]): Promise<void> {
    this.dropMember(memberId);
    await this.broadcast.publish(`m:${memberId}`);
    await this.tellEnded(endedIds);
  }

  /**
   * After the purge deleted sessions dead by their own dates: every instance's cache checks those dates
   * before using a copy, so only this instance's copies are dropped (no broadcast of thousands of ids),
   * but their sockets, wherever they are, are closed.
   */
  async purged(ids: string[]): Promise<void> {
    for (const id of ids) this.dropSession(id);
    await this.tellEnded(ids);
  }

  private async tellEnded(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await Promise.all([...this.sessionsEnded].map((listener) => listener(ids)));
  }

  get size(): number {
    return this.entries.size;
  }
}
