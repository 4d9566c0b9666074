import { io, type Socket } from 'socket.io-client';

/** Member-area §7: the hub's path. */
export const HUB_PATH = '/signalr/notificationHub';

let shared: Socket | null = null;
let holders = 0;

/**
 * The one Socket.IO connection to the hub (the session cookie authenticates it), shared by every live
 * feature: live notifications and live tee sheets. Each holder removes its own listeners and releases it;
 * the last release disconnects.
 */
export function acquireLiveSocket(): Socket {
  shared ??= io({ path: HUB_PATH, withCredentials: true, transports: ['websocket'] });
  holders++;
  return shared;
}

export function releaseLiveSocket(): void {
  holders = Math.max(0, holders - 1);
  if (holders === 0 && shared) {
    shared.disconnect();
    shared = null;
  }
}
