/** Texts of the auth module that the spec does not quote (the quoted ones live in @fairway/contracts). */
export const UNKNOWN_CLUB_MESSAGE = 'Please choose a valid club.';
export const NOT_IMPERSONATING_MESSAGE = 'You are not impersonating a member.';
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait and try again.';
