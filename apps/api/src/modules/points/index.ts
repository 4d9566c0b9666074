/** The points module's front door: what other modules and the app use of it. */
export { type Balances, findBalances, findWallet, type Wallet } from './balance-repository';
export { findLedgerPage, hasLedgerEntry } from './ledger-repository';
export { findDebitsForExport, findPointsForExport } from './member-data-repository';
export { pointsRoutes } from './routes';
export { creditPointsIn, expireLots, expireMemberLots, refundBooking } from './service';
export {
  creditHome,
  findLot,
  insertLedger,
  insertLot,
  type LedgerEntry,
  type LotState,
  ledgerRows,
  lockMember,
  takeBackLot,
} from './wallet-repository';
