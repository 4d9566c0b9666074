// What the export reads, table by table (export-coverage.ts names each), in three parts: the account, the
// bookings and their places, and the member among others.
export * from './export-account-repository';
export * from './export-booking-repository';
export * from './export-social-repository';
