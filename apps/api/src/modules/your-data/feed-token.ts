import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

const KEY_FILE = 'calendar-feed.key';

/** A key as 64 hex digits or 32 bytes in base64/base64url. */
export function parseFeedKey(text: string): Buffer | null {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * CALENDAR_FEED_KEY, else (the embedded mode) a key made on first use and kept in
 * DATA_DIR/calendar-feed.key, readable by the server's user only.
 */
export function calendarFeedKey(config: Pick<Config, 'calendarFeedKey' | 'dataDir'>): Buffer {
  if (config.calendarFeedKey) {
    const key = parseFeedKey(config.calendarFeedKey);
    if (!key) throw new Error('CALENDAR_FEED_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = parseFeedKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

/** A fresh per-member secret: resetting the address replaces it. */
export const newFeedNonce = () => randomBytes(16).toString('base64url');

/** The address's token: 256 bits (43 base64url characters) only the key and the nonce give. */
export const feedToken = (key: Buffer, memberId: string, nonce: string) =>
  createHmac('sha256', key).update(`fairway-calendar-feed|${memberId}|${nonce}`).digest('base64url');

/** What the database keeps of a token, and looks a request up by. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
