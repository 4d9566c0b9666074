import account from '../account.en.json';
import { apiErrorCatalogue } from '../api-error-catalogue';
import buddies from '../buddies.en.json';
import checkout from '../checkout.en.json';
import base from '../en.json';
import exploreMap from '../explore-map.en.json';
import notifications from '../notifications.en.json';

/** The US wording, loaded with `en` (its fallback): ../index.ts. */
export { default as enUS } from './en-US';

/**
 * The `en` catalogue every page loads before its first render: API error texts, then the app's (with every
 * route's title), then the feature catalogues the shell and most screens read. The rest (bookings, explore,
 * club pages…) load with the screens that read them: ../texts.ts.
 */
export default {
  ...apiErrorCatalogue,
  ...base,
  ...account,
  ...buddies,
  ...checkout,
  ...exploreMap,
  ...notifications,
};
