/** The integrations feature's public surface: the staff page is reached through pages.ts only. */
export { integrationsKey } from './api/integrations-api';
