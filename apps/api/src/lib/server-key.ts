import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A 32-byte key written as 64 hex digits or in base64/base64url; null when it is not 32 bytes. */
export function parseKey(text: string): Buffer | null {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * A server key: the configured one (named `envName` in the error when it is malformed), else (the embedded
 * mode) one made on first use and kept in DATA_DIR/`file`, readable by the server's user only. `wx`: when
 * two instances start together on one DATA_DIR, the first one's key wins for both. Several instances on
 * several machines must share the configured key instead.
 */
export function serverKey(input: {
  configured: string | null | undefined;
  envName: string;
  dataDir: string;
  file: string;
}): Buffer {
  if (input.configured) {
    const key = parseKey(input.configured);
    if (!key) throw new Error(`${input.envName} must be 32 bytes, as 64 hex digits or base64`);
    return key;
  }
  const file = path.join(input.dataDir, input.file);
  fs.mkdirSync(input.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = parseKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}
