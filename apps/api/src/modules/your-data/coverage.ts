/**
 * Every table with a column referencing a member, and what the export and the account deletion do with
 * it. A test reads the Drizzle schema and fails when a table referencing members is missing here: a new
 * table holding member data must say where the member finds it and what deleting them does to it.
 */
export type TableFate = {
  /** Where the export shows it (a section of the document), or why it does not. */
  export: { section: string } | { excluded: string };
  /** What deleting the account does to the member's rows. */
  erase: 'deleted' | 'kept under the pseudonym' | string;
};

export const MEMBER_TABLES: Record<string, TableFate> = {
  members: { export: { section: 'Profile' }, erase: 'personal fields erased, the row kept as the pseudonym' },
  account_tokens: { export: { section: 'Security.SignInTokens' }, erase: 'deleted' },
  recovery_codes: { export: { section: 'Security.RecoveryCodesLeft' }, erase: 'deleted' },
  sessions: { export: { section: 'Security.Sessions' }, erase: 'deleted (as member and as impersonator)' },
  calendar_feeds: { export: { section: 'Security.CalendarFeed' }, erase: 'deleted' },
  payments: { export: { section: 'Membership.Payments' }, erase: 'kept under the pseudonym' },
  saved_payment_methods: { export: { section: 'Membership.SavedCard' }, erase: 'deleted' },
  baskets: { export: { section: 'Membership.Basket' }, erase: 'deleted' },
  points_ledger: { export: { section: 'Points.Ledger' }, erase: 'kept under the pseudonym' },
  flexi_lots: { export: { section: 'Points.OpenPlayLots' }, erase: 'kept under the pseudonym' },
  bookings: {
    export: { section: 'Bookings' },
    erase: 'future ones cancelled and refunded to every payer; notes blanked; kept under the pseudonym',
  },
  booking_players: { export: { section: 'Bookings.Party' }, erase: 'kept under the pseudonym' },
  booking_debits: { export: { section: 'Bookings.MyDebits' }, erase: 'kept (refunded when cancelled)' },
  idempotency_keys: {
    export: { excluded: 'retry keys a client sent; the bookings they made are exported' },
    erase: 'deleted',
  },
  cancellation_requests: { export: { section: 'CancellationRequests' }, erase: 'kept under the pseudonym' },
  member_handles: { export: { section: 'Buddies.ShareCode' }, erase: 'deleted' },
  buddy_links: { export: { section: 'Buddies' }, erase: 'deleted' },
  notifications: { export: { section: 'Notifications' }, erase: 'deleted' },
  ballot_entries: { export: { section: 'Ballots.Entries' }, erase: 'deleted while the ballot is open' },
  ballot_entrants: { export: { section: 'Ballots.Entries' }, erase: 'deleted while the ballot is open' },
  ballot_standings: { export: { section: 'Ballots.Standings' }, erase: 'deleted' },
  waitlist_entries: {
    export: { section: 'Waitlist' },
    erase: 'deleted (an open offer’s held places go back to the tee sheet)',
  },
  waitlist_offers: { export: { section: 'Waitlist' }, erase: 'deleted with their places' },
  party_holds: {
    export: { section: 'PartyHolds' },
    erase: 'deleted with their held places (holds asking the member end as expired)',
  },
  party_hold_buddies: { export: { section: 'PartyHolds' }, erase: 'deleted' },
  favourite_clubs: { export: { section: 'FavouriteClubs' }, erase: 'deleted' },
  line_tickets: {
    export: { section: 'ReleaseLineTickets' },
    erase: 'kept under the pseudonym (every ticket stays in its line’s public audit)',
  },
  member_trophies: { export: { section: 'Trophies' }, erase: 'deleted' },
  staff_audit: {
    export: { section: 'StaffActions' },
    erase: 'kept under the pseudonym (the club’s record of staff actions)',
  },
};
