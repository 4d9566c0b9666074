// For drizzle's client (db/client.ts, db/types.ts) and drizzle-kit only: code imports the schema file it reads,
// so the dependency rules can see which tables it touches (owners.cjs names each file's owner).
export * from './account-tokens';
export * from './ballots';
export * from './booking-debits';
export * from './bookings';
export * from './buddies';
export * from './calendar-feeds';
export * from './clubs';
export * from './commerce';
export * from './courses';
export * from './explore';
export * from './integrations';
export * from './members';
export * from './notifications';
export * from './party-holds';
export * from './points';
export * from './release-lines';
export * from './sandbox-gateway';
export * from './sessions';
export * from './staff';
export * from './subscriptions';
export * from './tee-time-alerts';
export * from './trophies';
export * from './waitlist';
