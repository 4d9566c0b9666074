import account from '../account.fr.json';
import ballots from '../ballots.fr.json';
import bookings from '../bookings.fr.json';
import buddies from '../buddies.fr.json';
import checkout from '../checkout.fr.json';
import clubPages from '../club-pages.fr.json';
import explore from '../explore.fr.json';
import exploreMap from '../explore-map.fr.json';
import base from '../fr.json';
import integrations from '../integrations.fr.json';
import notifications from '../notifications.fr.json';
import waitlist from '../waitlist.fr.json';

export default {
  ...base,
  ...account,
  ...ballots,
  ...bookings,
  ...buddies,
  ...checkout,
  ...clubPages,
  ...notifications,
  ...explore,
  ...exploreMap,
  ...waitlist,
  ...integrations,
};
