/** Screens of the account feature, loaded lazily by the router table. */
export const accountPages = {
  account: () => import('./components/account-page'),
};
