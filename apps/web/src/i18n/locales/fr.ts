import account from '../account.fr.json';
import buddies from '../buddies.fr.json';
import checkout from '../checkout.fr.json';
import exploreMap from '../explore-map.fr.json';
import base from '../fr.json';
import notifications from '../notifications.fr.json';

/** As `en`: the catalogues of the screens that need them load with those screens (../texts.ts). */
export default {
  ...base,
  ...account,
  ...buddies,
  ...checkout,
  ...notifications,
  ...exploreMap,
};
