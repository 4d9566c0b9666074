import lockfile from 'proper-lockfile';

/** Thrown when another process holds the embedded database's directory. */
export class DataDirInUseError extends Error {
  readonly code = 'DATA_DIR_IN_USE';
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another Fairway process: stop it first, or give this one a DATA_DIR of its own.`,
    );
  }
}

/** How long a holder that stopped refreshing its lock (killed, say) keeps it, and how long a newcomer waits. */
const STALE_MS = 10_000;
const RETRIES = { retries: 8, minTimeout: 500, maxTimeout: 2_000 };

/**
 * The embedded database's directory taken for this process alone (proper-lockfile: a lock directory beside
 * it, its time refreshed while held). Two processes writing one PGlite directory corrupt it: a second
 * `npm start` (which opened and migrated the directory before its port turned out to be taken), or a
 * restart that opened it while the previous server was still draining. A newcomer waits for the holder to
 * close, or for a killed holder's lock to go stale (10 s), then gives up with DataDirInUseError. Resolves to
 * the release, called once the database is closed. A lock lost while held (another process took it: the
 * machine slept past the stale time) stops this process, proper-lockfile's default: better than writing
 * beside another.
 */
export async function lockDataDir(
  dataDir: string,
  retries: lockfile.LockOptions['retries'] = RETRIES,
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, { stale: STALE_MS, retries, realpath: false });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}
