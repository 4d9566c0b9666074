/** The members module's front door: what other modules and the app use of it. */
export {
  type ContactDetails,
  findAskBeforeBookingMeIn,
  findPasswordOwner,
  findSignInFacts,
  findTotpSecret,
  setAskBeforeBookingMeIn,
  setPasswordHash,
  setTotpSecret,
  updateContactDetails,
} from './account-repository';
export { findMemberAddress, findStaffContacts, type StaffContact } from './contact-repository';
export { findClubMembersPage, type MemberExportRow } from './export-repository';
export { type Balances, findBalances, homeBalance } from './home-balance-repository';
export { findLivePasswordHash, findMemberForExport, pseudonymiseMember } from './member-data-repository';
export {
  findAccountDetails,
  findClubReach,
  findCredentialsByEmail,
  findDateOfBirth,
  findMemberCardByEmail,
  findMemberCards,
  findNameAndRoleById,
  insertMember,
  type MemberCard,
} from './member-repository';
export {
  findMembershipFields,
  findRenewalState,
  findStandings,
  lockRenewalState,
  type MembershipFields,
  type RenewalState,
  restoreMembership,
  startMembership,
} from './membership-repository';
export { findAskingFirst, findMemberName, findMemberNames } from './name-repository';
export { findPayer, lockPayer, type Payer } from './payer-repository';
export {
  findSubscriptionProfile,
  listRenewalsDue,
  putInArrears,
  type SubscriptionProfile,
  setAutoRenew,
} from './renewal-repository';
export { memberRoutes } from './routes';
export { bookerNames, bookerProfiles, consoleMembers, sessionMembers } from './selection-repository';
export { getMemberSummary } from './service';
