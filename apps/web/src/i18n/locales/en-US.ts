import account from '../account.en-US.json';
import bookings from '../bookings.en-US.json';
import base from '../en-US.json';

/**
 * US wording: only the keys that differ from `en`, which stays loaded as its fallback. Explore's own load
 * with its screen (../texts.ts).
 */
export default { ...base, ...account, ...bookings };
