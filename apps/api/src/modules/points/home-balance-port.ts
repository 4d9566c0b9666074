import type { DbOrTx, Tx } from '../../db/client';

/** What pays at a member's home club: the club, the Home balance there, and whether Open Play may pay. */
export type HomeAccount = { homeClubId: number; homePoints: number; flexiPointsAllowed: boolean };

/**
 * The Home balance is a column of the member row, which the members module owns; that module sits above
 * points (its summary reads the balances), so it implements this port and the composition root wires it
 * once (modules/index.ts `wirePorts`). Points' front-door functions keep their shape, and each runs on the
 * caller's `db` or transaction: one statement each, as when points wrote the row itself.
 */
export type HomeBalancePort = {
  /** The member's home account as it stands (unlocked: a quote, not the write); null when unknown. */
  findHomeAccount(db: DbOrTx, memberId: string): Promise<HomeAccount | null>;
  /** Locks the member row for the rest of the transaction; false when there is no such member. */
  lockMember(tx: Tx, memberId: string): Promise<boolean>;
  /** Adds `points` (negative: takes them) to the member's Home balance. */
  creditHome(tx: Tx, memberId: string, points: number): Promise<void>;
};

let port: HomeBalancePort | null = null;

/** Wires the members module's side (the composition root calls it once, before any points change). */
export function provideHomeBalance(homeBalance: HomeBalancePort): void {
  port = homeBalance;
}

function wired(): HomeBalancePort {
  if (!port) throw new Error('points: the Home balance port is not wired (modules/index.ts wirePorts)');
  return port;
}

export async function findHomeAccount(db: DbOrTx, memberId: string): Promise<HomeAccount | null> {
  return wired().findHomeAccount(db, memberId);
}

/**
 * Locks the member row for the rest of the transaction. Every change to a member's points or bookings
 * takes this lock first, so one member's writes queue up and lots are never planned from a stale read.
 */
export async function lockMember(tx: Tx, memberId: string): Promise<boolean> {
  return wired().lockMember(tx, memberId);
}

export async function creditHome(tx: Tx, memberId: string, points: number): Promise<void> {
  return wired().creditHome(tx, memberId, points);
}
