/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const checkoutPages = {
  checkout: () => import('./components/checkout-page'),
  welcome: () => import('./components/welcome-page'),
  packages: () => import('./components/packages-page'),
  topupComplete: () => import('./components/topup-complete-page'),
  renewalComplete: () => import('./components/renewal-complete-page'),
  paymentProcessing: () => import('./components/payment-processing-page'),
  arrears: () => import('./components/arrears-page'),
};
