/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const authPages = {
  login: () => import('./components/login-page'),
  register: () => import('./components/register-page'),
};
