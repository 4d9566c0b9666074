import { createHash } from 'node:crypto';
import { TEE_SHEET_CHANGED, TEE_SHEET_JOIN, ZTeeSheetRoom } from '@fairway/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import {
  closeRedisClient,
  redisClient,
  startRedisClient,
  subscriberWhenReady,
  withoutUnhandledFailures,
} from '../lib/redis';
import { originCheckOf } from '../plugins/security';
import { alwaysSecureCookies } from '../plugins/session';
import type { SessionsEndedListener } from '../plugins/session-cache';
import { findLiveSessionById, sessionIdOf } from '../plugins/session-repository';

export const HUB_PATH = '/signalr/notificationHub';
/** The event the web app listens for (member-area §7). */
export const NOTIFICATION_EVENT = 'addNewMessageToPage';

export type Hub = {
  io: Server;
  adapter: 'in-process' | 'redis';
  /** Sends an event to every open socket of one member, on whichever instance it is connected. */
  toMember: (memberId: string, event: string, ...args: unknown[]) => void;
  /** Tells every member watching a course-day (on any instance) that its places changed. */
  toTeeSheet: (courseId: number, date: string) => void;
  close: () => Promise<void>;
};

export const memberRoom = (memberId: string) => `member:${memberId}`;
/**
 * The sockets of one session. Named by a digest of the session id: room names travel through Redis and
 * may be logged, and the session id is the key of a live session row.
 */
export const sessionRoom = (sessionId: string) =>
  `session:${createHash('sha256').update(`room:${sessionId}`).digest('base64url').slice(0, 32)}`;
export const teeSheetRoom = (courseId: number, date: string) => `teesheet:${courseId}:${date}`;

/**
 * The live notification hub, on the app's HTTP server. A handshake from a foreign `Origin` is refused
 * (both transports; the HTTP API's own Origin rule). Sockets authenticate with the session cookie and
 * join their member's room and their session's room; when a session ends (logout, password change,
 * impersonation ended, purge) its sockets are disconnected. In-process by default; with REDIS_URL the
 * Redis adapter shares rooms between API instances, so an event emitted on one instance (or a
 * disconnection) reaches sockets connected to any of them.
 */
export async function createHub(app: FastifyInstance): Promise<Hub> {
  const originAllowed = originCheckOf(app.config);
  const io = new Server(app.server, {
    path: HUB_PATH,
    serveClient: false,
    cors: { origin: false },
    // Cookies ride along with a cross-site WebSocket (no CORS for those): the Origin must be ours. A
    // request without one is no other site's page (same-origin GETs, non-browser clients), as on the API.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || originAllowed(origin));
    },
  });

  const secureOnly = alwaysSecureCookies(app.config);
  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
      // With an https PUBLIC_ORIGIN only the `__Host-` cookie is ours (plugins/session.ts), as on the API.
      const token = cookies['__Host-fairway_session'] ?? (secureOnly ? undefined : cookies.fairway_session);
      const sessionId = token ? sessionIdOf(token) : null;
      const session = sessionId ? await findLiveSessionById(app.db, sessionId, app.config.session) : null;
      if (!sessionId || !session) return next(new Error('unauthenticated'));
      socket.data.memberId = session.memberId;
      await socket.join([memberRoom(session.memberId), sessionRoom(sessionId)]);
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  // A signed-in member watches one course-day at a time; a bad request is refused and joins nothing.
  io.on('connection', (socket) => {
    socket.on(TEE_SHEET_JOIN, async (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => {};
      const room = ZTeeSheetRoom.safeParse(payload);
      if (!room.success) return reply({ ok: false, code: 'VALIDATION' });
      for (const joined of socket.rooms) if (joined.startsWith('teesheet:')) await socket.leave(joined);
      await socket.join(teeSheetRoom(room.data.courseId, room.data.date));
      reply({ ok: true });
    });
  });

  let closeAdapter = async () => {};
  if (app.config.redisUrl) {
    const pub = redisClient(app.config.redisUrl, 'live hub publisher', app.log);
    const sub = redisClient(app.config.redisUrl, 'live hub subscriber', app.log);
    // Never waits for Redis: the hub starts without it, and the adapter subscribes when it comes.
    await Promise.all([startRedisClient(pub), startRedisClient(sub)]);
    // While Redis is down the adapter's publishes fail at once: local delivery goes on, other instances
    // miss events meanwhile (their members' lists and counts come from the database, and the web app
    // refreshes them when its socket reconnects).
    io.adapter(
      createAdapter(withoutUnhandledFailures(pub), withoutUnhandledFailures(subscriberWhenReady(sub)), {
        key: `${app.config.redisPrefix}${app.config.hubChannel}`,
      }),
    );
    closeAdapter = async () => {
      await Promise.all([closeRedisClient(pub), closeRedisClient(sub)]);
    };
  }

  // Across instances through the adapter: a logout on one instance closes the sockets on all of them.
  const endSessions: SessionsEndedListener = async (ids) => {
    io.in(ids.map(sessionRoom)).disconnectSockets(true);
  };
  app.sessionCache.sessionsEnded.add(endSessions);

  return {
    io,
    adapter: app.config.redisUrl ? 'redis' : 'in-process',
    // An event makes the web app read again, possibly before the write's own reply has left (whose
    // onSend forgets the kept reads): every instance forgets them before the event goes out.
    toMember: (memberId, event, ...args) => {
      void app.readCache.written().then(() => io.to(memberRoom(memberId)).emit(event, ...args));
    },
    toTeeSheet: (courseId, date) => {
      void app.readCache
        .written()
        .then(() => io.to(teeSheetRoom(courseId, date)).emit(TEE_SHEET_CHANGED, { courseId, date }));
    },
    close: async () => {
      app.sessionCache.sessionsEnded.delete(endSessions);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeAdapter();
    },
  };
}
