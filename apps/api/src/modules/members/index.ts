/** The members module's front door: what other modules and the app use of it. */
export {
  type ContactDetails,
  findAskBeforeBookingMeIn,
  findPasswordOwner,
  findTotpSecret,
  setAskBeforeBookingMeIn,
  setPasswordHash,
  setTotpSecret,
  updateContactDetails,
} from './account-repository';
export {
  clubExists,
  findAccountDetails,
  findCredentialsByEmail,
  findNameAndRoleById,
  insertMember,
} from './member-repository';
export {
  findRenewalState,
  lockRenewalState,
  type MembershipFields,
  type RenewalState,
  restoreMembership,
} from './membership-repository';
export { memberRoutes } from './routes';
export { getMemberSummary } from './service';
