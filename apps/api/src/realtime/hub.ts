import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';

export const HUB_PATH = '/signalr/notificationHub';

export type Hub = {
  io: Server;
  adapter: 'in-process' | 'redis';
  close: () => Promise<void>;
};

/**
 * The live notification hub. In-process by default; with REDIS_URL every API instance shares rooms
 * through the Redis adapter, so an event emitted on one instance reaches sockets on all of them.
 */
export async function createHub(server: HttpServer, redisUrl: string | null): Promise<Hub> {
  const io = new Server(server, { path: HUB_PATH, serveClient: false });
  if (!redisUrl) {
    return { io, adapter: 'in-process', close: () => closeIo(io) };
  }
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return {
    io,
    adapter: 'redis',
    close: async () => {
      await closeIo(io);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

function closeIo(io: Server): Promise<void> {
  return new Promise((resolve) => io.close(() => resolve()));
}
