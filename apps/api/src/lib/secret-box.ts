import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { parseKey, serverKey } from './server-key';

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

export { parseKey };

/**
 * TWO_FACTOR_KEY, else (the embedded mode) a key made on first use and kept in DATA_DIR/two-factor.key.
 * Several instances must share TWO_FACTOR_KEY instead.
 */
export function twoFactorKey(config: { twoFactorKey: string | null; dataDir: string }): Buffer {
  return serverKey({
    configured: config.twoFactorKey,
    envName: 'TWO_FACTOR_KEY',
    dataDir: config.dataDir,
    file: KEY_FILE,
  });
}

/**
 * The key that seals a ballot's seed until its draw (issue 46 §5): derived from the two-factor key under
 * its own label (HKDF-SHA256), so the same per-install secret serves both without one unlocking the other.
 */
export function ballotSeedBox(config: { twoFactorKey: string | null; dataDir: string }): SecretBox {
  const key = hkdfSync('sha256', twoFactorKey(config), Buffer.alloc(0), 'fairway-ballot-seed-v1', 32);
  return secretBox(Buffer.from(key));
}
