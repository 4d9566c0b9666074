import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { buddyLinks } from '../src/db/schema';
import { ensureHandle } from '../src/modules/buddies/handle-repository';
import { createMember, type TestMember } from './booking-fixtures';

export type Player = TestMember & { target: string };

/** A member with a session and a public id (`Target`). */
export async function createPlayer(db: Db, input: Parameters<typeof createMember>[1] = {}): Promise<Player> {
  const member = await createMember(db, input);
  const { publicId } = await ensureHandle(db, member.id);
  return { ...member, target: publicId };
}

export async function linkCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(buddyLinks);
  return row?.n ?? 0;
}

/** Calls of the buddies API as one member. */
export function buddyApi(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    shareToken: () => call('GET', '/api/buddies/share-token'),
    regenerate: () => call('POST', '/api/buddies/share-token'),
    find: (query: string) => call('POST', '/api/buddies/find', { query }),
    request: (Target: string) => call('POST', '/api/buddies/requests', { Target }),
    accept: (target: string) => call('POST', `/api/buddies/requests/${target}/accept`),
    decline: (target: string) => call('POST', `/api/buddies/requests/${target}/decline`),
    cancel: (target: string) => call('DELETE', `/api/buddies/requests/${target}`),
    remove: (target: string) => call('DELETE', `/api/buddies/${target}`),
    buddies: () => call('GET', '/api/buddies'),
    incoming: () => call('GET', '/api/buddies/requests/incoming'),
    pending: () => call('GET', '/api/buddies/requests/pending'),
    count: () => call('GET', '/api/buddies/requests/count'),
  };
}

/** Makes two players buddies through the API. */
export async function befriend(app: FastifyInstance, a: Player, b: Player): Promise<void> {
  const asked = await buddyApi(app, a.cookie).request(b.target);
  const accepted = await buddyApi(app, b.cookie).accept(a.target);
  if (asked.statusCode !== 204 || accepted.statusCode !== 204) {
    throw new Error(`befriend failed: ${asked.statusCode} ${accepted.statusCode}`);
  }
}
