/** The members module's front door: what other modules and the app use of it. */
export { clubExists, findCredentialsByEmail, findNameAndRoleById, insertMember } from './member-repository';
export { memberRoutes } from './routes';
export { getMemberSummary } from './service';
