/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const authPages = {
  login: () => import('./components/login-page'),
  register: () => import('./components/register-page'),
  magicLink: () => import('./components/magic-link-page'),
  twoFactor: () => import('./components/two-factor-page'),
};
