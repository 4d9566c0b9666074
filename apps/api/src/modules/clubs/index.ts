/** The clubs module's front door: what other modules and the app use of it. */
export { clubBrandingPlugin } from './club-branding-plugin';
export { parseClubDocument } from './club-documents';
export { clubPagesRoutes } from './club-pages-routes';
export {
  findClubContact,
  findClubContent,
  findClubIdsDeclaring,
  findClubsInReach,
  lockClub,
} from './club-repository';
export { findClubNames } from './name-repository';
export { clubRoutes } from './routes';
export { saveClubMessage } from './service';
