/**
 * Who owns each table (issue 42 §1): the one map, read by `.dependency-cruiser.cjs` (a file outside its
 * owner may not import a schema file: rule `api-table-owner`), by `owners.test.ts` (each schema file's
 * header and each database function's header name the same owner as this map) and drawn in
 * docs/architecture.md. Another module reaches a table through its owner's front door, never directly.
 *
 * `tables`: schema file (`db/schema/<file>.ts`) → the owner's folder under `apps/api/src/`.
 * `functions`: database function (`db/functions/<name>.sql`) → the same kind of owner.
 */
module.exports = {
  tables: {
    'account-tokens': 'modules/auth/',
    ballots: 'modules/ballots/',
    'booking-debits': 'modules/points/',
    bookings: 'modules/bookings/',
    buddies: 'modules/buddies/',
    'calendar-feeds': 'modules/your-data/',
    clubs: 'modules/clubs/',
    commerce: 'modules/checkout/',
    courses: 'modules/courses/',
    explore: 'modules/explore/',
    integrations: 'modules/integrations/',
    members: 'modules/members/',
    notifications: 'modules/notifications/',
    'party-holds': 'modules/party-holds/',
    points: 'modules/points/',
    'release-lines': 'modules/release-lines/',
    'sandbox-gateway': 'modules/payments/',
    sessions: 'plugins/session',
    staff: 'modules/staff/',
    subscriptions: 'modules/checkout/',
    'tee-time-alerts': 'modules/tee-time-alerts/',
    trophies: 'modules/trophies/',
    waitlist: 'modules/waitlist/',
  },
};
