/**
 * The help page's questions (club-discovery §2 Help and contact), in order: booking, buddy bookings,
 * cancelling, handicap, adding a buddy, card security, buying points, cancelling a renewal and Open Play
 * points. Each is `help.<id>.q` and `help.<id>.a` in the catalogue.
 */
export const FAQ_ITEMS = [
  'booking',
  'buddyBookings',
  'cancelling',
  'handicap',
  'addingBuddy',
  'cardSecurity',
  'buyingPoints',
  'cancellingRenewal',
  'openPlay',
] as const;
