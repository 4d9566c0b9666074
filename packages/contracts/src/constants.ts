/** Business constants named by the spec (member-area §9, club-discovery §9). */
export const DEFAULT_CLUB_ID = 0;
export const THEMED_CLUB_IDS = [0, 563, 541, 523, 449, 537, 151, 238, 234, 259, 260] as const;
export const LOW_POINTS_THRESHOLD = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PREVIOUS_BOOKINGS_PAGE_SIZE = 5;
export const NOTIFICATIONS_PAGE_SIZE = 15;
export const TRANSACTIONS_PAGE_SIZE = 20;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MOBILE_BREAKPOINT_PX = 924;
export const ADDITIONAL_BOOKERS_CATEGORY_ID = 661;
export const OPEN_PLAY_LOT_VALIDITY_MONTHS = 12;
export const MAX_GUESTS = 3;
