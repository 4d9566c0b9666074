import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './types';

/**
 * A row that must commit with whatever the current piece of work commits, or not at all: the staff
 * audit row of a request (modules/staff/audit-plugin.ts). The work's first transaction to reach its
 * commit writes it, inside itself; if that transaction fails, the next one tries. Work that commits no
 * transaction leaves it to its owner (`written` stays false).
 */
export type CommitCompanion = {
  write: (tx: Tx) => Promise<void>;
  /** pending → claimed (a transaction is writing it) → written (that transaction committed). */
  state: 'pending' | 'claimed' | 'written';
};

const current = new AsyncLocalStorage<CommitCompanion>();

/** Runs `fn` (a request's handling) with `companion` riding along with its transactions. */
export function withCommitCompanion<T>(companion: CommitCompanion, fn: () => T): T {
  return current.run(companion, fn);
}

/**
 * Makes every top-level transaction of `db` write the current companion, if one is pending, as its last
 * statement before COMMIT. Done once on the database object, so services keep calling db.transaction or
 * inTransaction and know nothing of it.
 */
export function carryCommitCompanions(db: Db): void {
  const transaction = db.transaction.bind(db);
  (db as { transaction: unknown }).transaction = async <T>(
    fn: (tx: Tx) => Promise<T>,
    config?: Parameters<Db['transaction']>[1],
  ): Promise<T> => {
    const companion = current.getStore();
    let claimed = false;
    try {
      const result = await transaction(async (tx) => {
        const value = await fn(tx);
        if (companion?.state === 'pending') {
          // Claimed before the write so a concurrent transaction of the same request does not write it too.
          companion.state = 'claimed';
          claimed = true;
          await companion.write(tx);
        }
        return value;
      }, config);
      if (claimed && companion) companion.state = 'written';
      return result;
    } catch (error) {
      if (claimed && companion) companion.state = 'pending';
      throw error;
    }
  };
}
