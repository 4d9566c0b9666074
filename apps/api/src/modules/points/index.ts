/** The points module's front door: what other modules and the app use of it. */
export { findWallet, type Wallet } from './balance-repository';
export {
  creditHome,
  type HomeAccount,
  type HomeBalancePort,
  lockMember,
  provideHomeBalance,
} from './home-balance-port';
export { findLedgerPage, hasLedgerEntry } from './ledger-repository';
export { findDebitsForExport, findPointsForExport } from './member-data-repository';
export { pointsRoutes } from './routes';
export { creditPointsIn, expireLots, expireMemberLots, refundBooking } from './service';
export {
  findLot,
  insertLedger,
  insertLot,
  type LedgerEntry,
  type LotState,
  ledgerRows,
  takeBackLot,
} from './wallet-repository';
