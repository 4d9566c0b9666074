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
    clubs: 'modules/courses/',
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
  functions: {
    booking_players_start: 'modules/bookings/',
    bookings_bump_sequence: 'modules/bookings/',
    bookings_players_follow_start: 'modules/bookings/',
    club_totals_track: 'modules/explore/',
    explore_name_matches: 'modules/explore/',
    fairway_alone_inputs: 'modules/bookings/',
    fairway_book: 'modules/bookings/',
    fairway_claim_payment: 'modules/checkout/',
    fairway_lock_and_claim: 'modules/bookings/',
    fairway_member_inputs: 'modules/bookings/',
    fairway_basket_refused: 'modules/checkout/',
    fairway_payment_inputs: 'modules/checkout/',
    fairway_set_basket: 'modules/checkout/',
    fairway_settle_basket: 'modules/checkout/',
    fairway_start_full: 'modules/bookings/',
    fairway_take_line_turn: 'modules/release-lines/',
    fairway_trophy_inputs: 'modules/trophies/',
    fairway_write_booking: 'modules/bookings/',
    tee_time_day_opening_club: 'modules/tee-time-alerts/',
    tee_time_day_opening_course: 'modules/tee-time-alerts/',
    tee_time_day_opening_drawn: 'modules/tee-time-alerts/',
    tee_time_opening_freed: 'modules/tee-time-alerts/',
  },
};
