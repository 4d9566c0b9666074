import { randomUUID } from 'node:crypto';
import type { ClubContent } from '@fairway/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { saveClubDocument } from '../src/modules/clubs/club-documents';
import { slotTime } from './booking-fixtures';
import { sessionCookieFor, type TestContext, useTwoInstances } from './helpers';

const redisUrl = process.env.REDIS_URL ?? null;
const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * Two API instances on one database each keep club documents in memory. A document saved on one is
 * served by the other at once: the write's invalidation is broadcast through Redis (REDIS_URL) or
 * PostgreSQL LISTEN/NOTIFY (TEST_DB=postgres without Redis). A single PGlite process needs neither.
 */
describe.runIf(redisUrl || onPostgres)('club documents across two API instances', () => {
  const instances = useTwoInstances(redisUrl);
  const { apps } = instances;

  const contentOn = async (app: FastifyInstance, clubId: number) =>
    (await app.inject({ url: `/api/clubs/${clubId}/content` })).json() as ClubContent;

  /** Reads on `app` until it serves the expected value, for at most `ms`; returns how long it took. */
  async function seenWithin(app: FastifyInstance, expected: string, ms: number): Promise<number> {
    const start = Date.now();
    while ((await contentOn(app, 537)).theme.primaryColor !== expected) {
      if (Date.now() - start > ms) throw new Error(`instance still serves a stale document after ${ms} ms`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return Date.now() - start;
  }

  it('uses the shared broadcast', () => {
    expect(apps[0]!.clubDocuments.broadcast.kind).toBe(redisUrl ? 'redis' : 'postgres');
  });

  it('serves a document saved on one instance from the other at once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const original = await contentOn(b, 537);

    // Both instances hold the document; a write that is not broadcast stays unseen on the other one,
    // so this test fails if the broadcast is missing.
    await contentOn(a, 537);
    await saveClubDocument(instances.database.db, 537, {
      ...original,
      theme: { ...original.theme, primaryColor: '#222222' },
    });
    await expect(seenWithin(b, '#222222', 300)).rejects.toThrow(/stale/);

    await a.clubDocuments.save(537, { ...original, theme: { ...original.theme, primaryColor: '#7a1f3d' } });
    expect((await contentOn(a, 537)).theme.primaryColor).toBe('#7a1f3d');
    // The broadcast is asynchronous; "at once" is a few milliseconds, the bound leaves room for CI.
    expect(await seenWithin(b, '#7a1f3d', 500)).toBeLessThan(500);
    // The favicon and page shell follow the same copy.
    expect((await b.inject({ url: '/img/icons/537.ico' })).headers.etag).toBe('"7a1f3d"');
  });

  it('a document staff save through one instance: the other serves it and books by it at once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const on = (app: FastifyInstance) =>
      ({ app, database: instances.database, now: new Date() }) as unknown as TestContext;
    const staff = await sessionCookieFor(on(a), 'clubstaff@example.com');
    const member = await sessionCookieFor(on(b), 'member@example.com');
    // A start already past: refused for that, after the notes check passed; B now holds 151's rules.
    const bookOnB = async () =>
      (
        await b.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { cookie: member, 'idempotency-key': randomUUID() },
          payload: { clubId: 151, courseId: 15101, time: slotTime(-1, '10:00'), players: 1, juniors: 0 },
        })
      ).json().code as string;
    expect(await bookOnB()).toBe('SLOT_IN_PAST');
    const original = await contentOn(b, 151);
    const stored = (
      await a.inject({ url: '/api/staff/clubs/151/content', headers: { cookie: staff } })
    ).json();
    const res = await a.inject({
      method: 'PUT',
      url: '/api/staff/clubs/151/content',
      headers: { cookie: staff },
      payload: { ...stored, notesRequired: true, loginText: 'Saved on instance A' },
    });
    expect(res.statusCode).toBe(200);
    // The broadcast is asynchronous: B is asked until it serves the new document. The bound only stops a
    // lost broadcast from hanging the test; it is no latency claim (the test above measures that).
    await expect
      .poll(async () => (await contentOn(b, 151)).loginText, { timeout: 5_000, interval: 5 })
      .toBe('Saved on instance A');
    expect(original.loginText).not.toBe('Saved on instance A');
    // B's booking rules (reference data, cached 30 s otherwise) were dropped by the same broadcast.
    expect(await bookOnB()).toBe('NOTES_REQUIRED');
  });
});
