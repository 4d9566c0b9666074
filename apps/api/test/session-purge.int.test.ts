import { randomUUID } from 'node:crypto';
import { count, eq, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, sessions } from '../src/db/schema';
import { purgeExpiredSessions } from '../src/modules/auth/session-purge';
import { createSession, findLiveSession } from '../src/plugins/session-repository';
import { useTestApp } from './helpers';

const policy = { idleMinutes: 60, absoluteHours: 24 };
const minutes = (n: number) => n * 60_000;

describe('purging expired sessions', () => {
  const ctx = useTestApp();

  async function memberId() {
    const [member] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member@example.com'));
    return member!.id;
  }

  /** Sessions relative to `now`: expired, idle past the timeout, and live ones. */
  async function insertSessions(now: Date, kind: 'expired' | 'idle' | 'live', n: number) {
    const memberIdValue = await memberId();
    const rows = Array.from({ length: n }, () => ({
      id: `${kind}-${randomUUID()}`,
      memberId: memberIdValue,
      createdAt: new Date(now.getTime() - minutes(120)),
      lastSeenAt: new Date(now.getTime() - minutes(kind === 'idle' ? 61 : 1)),
      expiresAt: new Date(now.getTime() + (kind === 'expired' ? -1 : minutes(600))),
    }));
    await ctx.database.db.insert(sessions).values(rows);
    return rows.map((r) => r.id);
  }

  const idsLeft = async () =>
    (await ctx.database.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id).sort();

  it('deletes expired and idle sessions in batches, keeping live ones', async () => {
    await ctx.database.db.delete(sessions);
    const now = new Date();
    await insertSessions(now, 'expired', 7);
    await insertSessions(now, 'idle', 5);
    const live = await insertSessions(now, 'live', 4);
    expect(await purgeExpiredSessions(ctx.database.db, { policy, now, batchSize: 3 })).toBe(12);
    expect(await idsLeft()).toEqual([...live].sort());
    expect(await purgeExpiredSessions(ctx.database.db, { policy, now, batchSize: 3 })).toBe(0);
    expect(await idsLeft()).toEqual([...live].sort());
  });

  it('stops after its batch budget and finishes on the next run', async () => {
    await ctx.database.db.delete(sessions);
    const now = new Date();
    await insertSessions(now, 'expired', 10);
    expect(await purgeExpiredSessions(ctx.database.db, { policy, now, batchSize: 2, maxBatches: 3 })).toBe(6);
    expect(await purgeExpiredSessions(ctx.database.db, { policy, now, batchSize: 2, maxBatches: 3 })).toBe(4);
  });

  it('is safe to run from several instances at once: each dead row is deleted once', async () => {
    await ctx.database.db.delete(sessions);
    const now = new Date();
    await insertSessions(now, 'expired', 40);
    const live = await insertSessions(now, 'live', 3);
    const runs = await Promise.all(
      [1, 2, 3].map(() => purgeExpiredSessions(ctx.database.db, { policy, now, batchSize: 5 })),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(40);
    expect(await idsLeft()).toEqual([...live].sort());
  });

  it('removes exactly the sessions findLiveSession refuses', async () => {
    await ctx.database.db.delete(sessions);
    const now = new Date();
    const memberIdValue = await memberId();
    // Created at various times before now: live, idle just past the timeout, past the absolute expiry.
    const made = await Promise.all(
      [minutes(59), minutes(61), minutes(24 * 60 + 1)].map(async (ago) => {
        const created = new Date(now.getTime() - ago);
        return createSession(ctx.database.db, { memberId: memberIdValue, policy, now: created });
      }),
    );
    // The last of them was used a minute ago: still past its absolute expiry.
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now.getTime() - minutes(1)) })
      .where(lte(sessions.expiresAt, now));
    const liveBefore = await Promise.all(
      made.map(async (s) => (await findLiveSession(ctx.database.db, s.token, policy, now)) !== null),
    );
    expect(liveBefore).toEqual([true, false, false]);
    expect(await purgeExpiredSessions(ctx.database.db, { policy, now })).toBe(2);
    expect(await findLiveSession(ctx.database.db, made[0]!.token, policy, now)).not.toBeNull();
    expect((await ctx.database.db.select({ n: count() }).from(sessions))[0]?.n).toBe(1);
  });
});
