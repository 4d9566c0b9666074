/** The auth module's front door: what other modules and the app use of it. */
export { eraseSignInOf, findSignInForExport } from './member-data-repository';
export { passwordRefusal } from './password-policy';
export { authRoutes } from './routes';
export { type NewSession, startImpersonation } from './service';
export { startSessionPurge } from './session-purge';
export {
  minutesFrom,
  ownerOfTfaToken,
  readTotpSecret,
  requestMagicLink,
  sendTfaFallbackCode,
  sha256,
  TFA_MAX_ATTEMPTS,
  takeRecoveryCode,
  takeTotpCode,
  tfaCeilingMail,
  totpOf,
  verifyMagicLink,
  verifyTfa,
} from './sign-in-service';
export { countSetupAttempt, replaceRecoveryCodes, saveTwoFactorSetup, useSetup } from './token-repository';
