import type { AdminRole } from './admin';

/** Which ops roles may do what. Support helps users but never moves money. */
export const OPS_PERMISSIONS = {
  viewUsers: ['superadmin', 'ops', 'support'],
  /** Reading the deposit and withdrawal queues: support answers traders' questions about them. */
  viewCashier: ['superadmin', 'ops', 'support'],
  resetPasswords: ['superadmin', 'ops', 'support'],
  /** Resetting a trader's second factor, which takes two of these users (twoFactor/SPEC.md). */
  resetSecondFactors: ['superadmin', 'ops'],
  /** Turning a trader's login off (every live session ends) and back on. */
  disableLogins: ['superadmin', 'ops'],
  adjustBalances: ['superadmin', 'ops'],
  setCreditScores: ['superadmin', 'ops'],
  issueOpeningCodes: ['superadmin', 'ops'],
  viewAuditLog: ['superadmin', 'ops'],
  editCatalogue: ['superadmin', 'ops'],
  observe: ['superadmin', 'ops'],
  /** ID documents are personal data: support does not see them. */
  reviewVerifications: ['superadmin', 'ops'],
  reviewDeposits: ['superadmin', 'ops'],
  /**
   * Opening an uploaded image for review: every role of reviewVerifications or reviewDeposits. The
   * route then checks the image's kind: ID photos need reviewVerifications, deposit proofs
   * reviewDeposits (server/src/uploads/opsMayRead.ts).
   */
  viewUploads: ['superadmin', 'ops'],
  editDepositChannels: ['superadmin', 'ops'],
  reviewWithdrawals: ['superadmin', 'ops'],
  editWithdrawalSettings: ['superadmin', 'ops'],
  changeWithdrawalAccounts: ['superadmin', 'ops'],
  /** The savings calendar, its rate and running its day roll. */
  editSavings: ['superadmin', 'ops'],
  /** Banners, news, highlights, the text pages, site settings and broadcast system messages. */
  editContent: ['superadmin', 'ops'],
  /** Open stake, the payout owed if every open order won, settled totals and the platform's P/L. */
  viewExposure: ['superadmin', 'ops'],
  /** Ops accounts themselves: create, disable, reset, change role. */
  manageOpsAccounts: ['superadmin'],
} as const satisfies Record<string, readonly AdminRole[]>;
