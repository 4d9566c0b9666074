import bookings from '../bookings.en-US.json';
import base from '../en-US.json';

/** US wording: only the keys that differ from `en`, which stays loaded as its fallback. */
export default { ...base, ...bookings };
