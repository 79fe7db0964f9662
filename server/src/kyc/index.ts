// Real-name verification (KYC): submissions with ID photos, their review by ops, the Verified flag.
export { kycRouter } from './routes';
export type { VerificationNotifier } from './VerificationNotifier';
export { countPendingVerifications } from './verificationsRepo';
