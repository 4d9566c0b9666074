/** The clubs module's front door: what other modules and the app use of it. */

// The club row is kept by the courses module (db/schema/owners.cjs); its reads are named here too, where
// the modules above look for a club.
export {
  findClubContact,
  findClubContent,
  findClubIdsDeclaring,
  findClubNames,
  findClubsInReach,
  lockClub,
} from '../courses';
export { clubBrandingPlugin } from './club-branding-plugin';
export { parseClubDocument } from './club-documents';
export { clubPagesRoutes } from './club-pages-routes';
export { clubRoutes } from './routes';
export { saveClubMessage } from './service';
