import bookings from '../bookings.fr.json';
import checkout from '../checkout.fr.json';
import base from '../fr.json';

export default { ...base, ...bookings, ...checkout };
