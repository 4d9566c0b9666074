/** When a draw runs or an offer runs out, in the club's zone (dayjs format). */
export const DRAW_TIME_FORMAT = 'HH:mm ddd D MMM YYYY';
/** A start's time of day, in the club's zone. */
export const CLOCK_FORMAT = 'HH:mm';
/** A start's day and time, in the club's zone. */
export const START_FORMAT = 'ddd D MMM YYYY, HH:mm';
