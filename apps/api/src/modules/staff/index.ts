/** The staff module's front door: what other modules and the app use of it. */
export { auditPlugin } from './audit-plugin';
export { staffClubContentRoutes } from './club-content-routes';
export { staffClubMessageRoutes } from './club-message-routes';
export { findCancellationRequestsForExport, findStaffActionsForExport } from './member-data-repository';
export { staffMemberRoutes } from './members-routes';
export { staffRoutes } from './routes';
