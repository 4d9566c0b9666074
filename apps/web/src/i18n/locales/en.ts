import account from '../account.en.json';
import { apiErrorCatalogue } from '../api-errors';
import ballots from '../ballots.en.json';
import bookings from '../bookings.en.json';
import buddies from '../buddies.en.json';
import checkout from '../checkout.en.json';
import clubPages from '../club-pages.en.json';
import base from '../en.json';
import explore from '../explore.en.json';
import exploreMap from '../explore-map.en.json';
import integrations from '../integrations.en.json';
import notifications from '../notifications.en.json';
import waitlist from '../waitlist.en.json';

/** The US wording, loaded with `en` (its fallback): ../index.ts. */
export { default as enUS } from './en-US';

/** The whole `en` catalogue: API error texts, then the app's, then the feature catalogues. */
export default {
  ...apiErrorCatalogue,
  ...base,
  ...account,
  ...ballots,
  ...bookings,
  ...buddies,
  ...checkout,
  ...clubPages,
  ...exploreMap,
  ...notifications,
  ...explore,
  ...waitlist,
  ...integrations,
};
