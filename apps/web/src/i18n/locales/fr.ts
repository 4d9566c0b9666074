import bookings from '../bookings.fr.json';
import buddies from '../buddies.fr.json';
import checkout from '../checkout.fr.json';
import base from '../fr.json';
import notifications from '../notifications.fr.json';

export default { ...base, ...bookings, ...buddies, ...checkout, ...notifications };
