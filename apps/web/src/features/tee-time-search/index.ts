/** The network search's public surface: other features and the app shell import only from here. */

export { prefetchTeeTimeSearch, teeTimeSearchKey } from './api/search-tee-times';
export { teeTimeAlertsKey } from './api/tee-time-alerts';
export { MyTeeTimeAlerts } from './components/my-alerts';
export { alertBookHref, alertTargetOf } from './lib/alert-target';
