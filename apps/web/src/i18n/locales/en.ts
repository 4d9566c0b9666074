import { apiErrorCatalogue } from '../api-errors';
import bookings from '../bookings.en.json';
import buddies from '../buddies.en.json';
import checkout from '../checkout.en.json';
import base from '../en.json';
import notifications from '../notifications.en.json';

/** The whole `en` catalogue: API error texts, then the app's, then the feature catalogues. */
export default { ...apiErrorCatalogue, ...base, ...bookings, ...buddies, ...checkout, ...notifications };
