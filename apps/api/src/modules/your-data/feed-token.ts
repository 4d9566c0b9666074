import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { serverKey } from '../../lib/server-key';

const KEY_FILE = 'calendar-feed.key';

/**
 * CALENDAR_FEED_KEY, else (the embedded mode) a key made on first use and kept in
 * DATA_DIR/calendar-feed.key, readable by the server's user only.
 */
export function calendarFeedKey(config: Pick<Config, 'calendarFeedKey' | 'dataDir'>): Buffer {
  return serverKey({
    configured: config.calendarFeedKey,
    envName: 'CALENDAR_FEED_KEY',
    dataDir: config.dataDir,
    file: KEY_FILE,
  });
}

/** A fresh per-member secret: resetting the address replaces it. */
export const newFeedNonce = () => randomBytes(16).toString('base64url');

/** The address's token: 256 bits (43 base64url characters) only the key and the nonce give. */
export const feedToken = (key: Buffer, memberId: string, nonce: string) =>
  createHmac('sha256', key).update(`fairway-calendar-feed|${memberId}|${nonce}`).digest('base64url');

/** What the database keeps of a token, and looks a request up by. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
