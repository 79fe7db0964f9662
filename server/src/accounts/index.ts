// Accounts: registration, login sessions, profiles and passwords.
export { accountsRouter, type ProfitAndLossOf } from './routes';
export { requireUser } from './requireUser';
export { SessionCache } from './SessionCache';
export { addOpeningCode, issueOpeningCodes, resolveOpeningCode } from './openingCodes';
export { registerUser } from './commands/registerUser';
export { findCredentialsByAccount, updatePasswordHash } from './usersRepo';
export { findSessionStart, findSessionUser, revokeOtherUserSessions } from './userSessions';
export { checkGuess, accountsKeys, type GuessAttempt, type SecretKind } from './guessThrottle';
export { assertTransactionPassword } from './transactionPassword';
export { setUserVerified } from './setUserVerified';
export { setUserDisabled } from './setUserDisabled';
export { setUserCreditScore } from './setUserCreditScore';
export { isUserVerified } from './isUserVerified';
export { userExists } from './userExists';
export { lockUser } from './lockUser';
export { searchUsers, type UserSearchFilter, type UserSearchRow } from './searchUsers';
export { findUserRow, findUserRowByAccount, type UserRecordRow } from './userRecordsRepo';
export { listUserSessions, type UserSessionRow } from './listUserSessions';
export { signInsRouter } from './signIns/routes';
export { recordSignIn, type SignInAttempt, type SignInContext } from './signIns/recordSignIn';
export { listSignIns, type SignInRow } from './signIns/signInsRepo';
export { presentSignIn } from './signIns/presenters';
export { twoFactorRouter } from './twoFactor/routes';
export { requireConfirmation } from './twoFactor/identityConfirmation';
export { secondFactorSummary } from './twoFactor/secondFactorSummary';
export {
  resetSecondFactor,
  withdrawSecondFactorReset,
  type ResetStep,
} from './twoFactor/commands/resetSecondFactor';
export { totpCodeAt } from './twoFactor/totp';
