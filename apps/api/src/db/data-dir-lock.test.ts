import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-lock-'));

describe('the embedded database’s directory, one process at a time', () => {
  it('refuses a second holder with DATA_DIR_IN_USE, and is free again once released', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, 0);
    const second = lockDataDir(dir, 0);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toMatchObject({ code: 'DATA_DIR_IN_USE' });
    await release();
    const again = await lockDataDir(dir, 0);
    await again();
  });

  it('lets a newcomer in once the holder lets go while it waits (a restart during the drain)', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, 0);
    const newcomer = lockDataDir(dir, { retries: 40, minTimeout: 25, maxTimeout: 25 });
    let settled = false;
    newcomer.then(
      () => (settled = true),
      () => (settled = true),
    );
    await expect(lockDataDir(dir, 0)).rejects.toMatchObject({ code: 'DATA_DIR_IN_USE' });
    expect(settled).toBe(false);
    await release();
    const releaseNewcomer = await newcomer;
    await releaseNewcomer();
  });

  it('keeps a second PGlite out of a directory a database has open, and lets it in after close', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const first = await openDatabase({ driver: 'pglite', dataDir: dir });
    await expect(lockDataDir(dir, 0)).rejects.toMatchObject({ code: 'DATA_DIR_IN_USE' });
    await first.close();
    const second = await openDatabase({ driver: 'pglite', dataDir: dir });
    await second.close();
  }, 60_000);
});
