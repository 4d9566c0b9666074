import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseKey, secretBox, twoFactorKey } from './secret-box';

describe('secretBox', () => {
  const box = secretBox(Buffer.alloc(32, 7));

  it('opens what it sealed, and nothing sealed with another key or tampered with', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(secretBox(Buffer.alloc(32, 8)).open(sealed)).toBeNull();
    const [v, iv, tag, data] = sealed.split('.');
    // One character of the ciphertext changed (to another: a random ciphertext starts with 'A' one time in 64).
    const changed = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(box.open([v, iv, tag, changed].join('.'))).toBeNull();
    expect(box.open('plain')).toBeNull();
  });
});

describe('twoFactorKey', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-key-'));

  it('uses TWO_FACTOR_KEY when set (hex or base64), whatever is in DATA_DIR', () => {
    const dir = dataDir();
    expect(twoFactorKey({ twoFactorKey: 'ab'.repeat(32), dataDir: dir })).toEqual(Buffer.alloc(32, 0xab));
    expect(parseKey(Buffer.alloc(32, 1).toString('base64'))).toEqual(Buffer.alloc(32, 1));
    expect(fs.existsSync(path.join(dir, 'two-factor.key'))).toBe(false);
    expect(() => twoFactorKey({ twoFactorKey: 'short', dataDir: dir })).toThrow();
  });

  it('without it, makes one key in DATA_DIR, private to the server, and keeps using it', () => {
    const dir = dataDir();
    const first = twoFactorKey({ twoFactorKey: null, dataDir: dir });
    expect(first).toHaveLength(32);
    expect(twoFactorKey({ twoFactorKey: null, dataDir: dir })).toEqual(first);
    expect(fs.statSync(path.join(dir, 'two-factor.key')).mode & 0o777).toBe(0o600);
  });
});
