import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts small secrets kept in the database (a pending authenticator secret): AES-256-GCM with a key
 * from TWO_FACTOR_KEY, so a copy of the database alone does not yield them. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string | null };

const KEY_FILE = 'two-factor.key';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the two-factor key must be 32 bytes');
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        // Another key, or tampered with: as good as absent.
        return null;
      }
    },
  };
}

/** TWO_FACTOR_KEY as 64 hex digits or 32 bytes in base64/base64url. */
export function parseKey(text: string): Buffer | null {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * The configured key, else (the embedded mode) one made on first use and kept in DATA_DIR/two-factor.key,
 * readable by the server's user only. Several instances must share TWO_FACTOR_KEY instead.
 */
export function twoFactorKey(config: { twoFactorKey: string | null; dataDir: string }): Buffer {
  if (config.twoFactorKey) {
    const key = parseKey(config.twoFactorKey);
    if (!key) throw new Error('TWO_FACTOR_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = parseKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}
