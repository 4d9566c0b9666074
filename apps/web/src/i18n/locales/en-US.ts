import account from '../account.en-US.json';
import bookings from '../bookings.en-US.json';
import base from '../en-US.json';
import explore from '../explore.en-US.json';

/** US wording: only the keys that differ from `en`, which stays loaded as its fallback. */
export default { ...base, ...account, ...bookings, ...explore };
