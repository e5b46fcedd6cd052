import type { CodeRules } from './codes';
import type { LockoutRule, WindowRule } from './rate-limit';

/** Every limit of the identity service (counters live in the database, shared by instances). */
export interface IdentityLimits {
  loginPerAddress: WindowRule;
  /** Consecutive failed logins of one document from one client address → that address is locked. */
  lockout: LockoutRule;
  /** Consecutive failed logins of one document from all addresses → the document is locked. */
  documentLockout: LockoutRule;
  mfaCheckPerAddress: WindowRule;
  /** Code checks for one user from one client address (others cannot use up the owner's). */
  mfaCheckPerUser: WindowRule;
  mfaSendPerAddress: WindowRule;
  codes: CodeRules;
  signupPerAddress: WindowRule;
  signupPerDocument: WindowRule;
  recoverPerAddress: WindowRule;
  /**
   * Recovery requests per document; while the document is locked for the caller's address it is
   * counted per document and address instead, so the owner can always recover.
   */
  recoverPerDocument: WindowRule;
  restorePerAddress: WindowRule;
  verifyParticipantPerAddress: WindowRule;
  /** One-time sign-in tickets minted (`/auth/tickets`) and redeemed, per client address. */
  ticketCreatePerAddress: WindowRule;
  ticketRedeemPerAddress: WindowRule;
}

const QUARTER_HOUR = 15 * 60;
const DAY = 24 * 60 * 60;

/**
 * Per-address limits are generous because many people share an address (mobile carriers, offices);
 * the tight limits are per document and address, per user and per code. Limits that anyone who
 * knows a document number could use up for its owner are per address, with a per-document
 * ceiling high enough not to be reached from a handful of addresses.
 */
export const DEFAULT_LIMITS: IdentityLimits = {
  loginPerAddress: { max: 100, windowSeconds: QUARTER_HOUR },
  lockout: { maxFailures: 5, lockSeconds: QUARTER_HOUR, windowSeconds: QUARTER_HOUR },
  documentLockout: { maxFailures: 50, lockSeconds: QUARTER_HOUR, windowSeconds: QUARTER_HOUR },
  mfaCheckPerAddress: { max: 100, windowSeconds: QUARTER_HOUR },
  mfaCheckPerUser: { max: 20, windowSeconds: QUARTER_HOUR },
  mfaSendPerAddress: { max: 30, windowSeconds: QUARTER_HOUR },
  codes: {
    maxAttempts: 5,
    resendCooldownSeconds: 60,
    resendsPerUser: { max: 3, windowSeconds: QUARTER_HOUR },
    // The login's code plus the 3 resends.
    sendsPerUser: { max: 4, windowSeconds: QUARTER_HOUR },
    wrongCodesPerUser: { maxFailures: 10, windowSeconds: DAY, lockSeconds: QUARTER_HOUR },
    pendingSeconds: 30 * 60,
  },
  signupPerAddress: { max: 10, windowSeconds: QUARTER_HOUR },
  signupPerDocument: { max: 5, windowSeconds: QUARTER_HOUR },
  recoverPerAddress: { max: 10, windowSeconds: QUARTER_HOUR },
  recoverPerDocument: { max: 3, windowSeconds: QUARTER_HOUR },
  restorePerAddress: { max: 10, windowSeconds: QUARTER_HOUR },
  verifyParticipantPerAddress: { max: 60, windowSeconds: 60 },
  ticketCreatePerAddress: { max: 100, windowSeconds: QUARTER_HOUR },
  ticketRedeemPerAddress: { max: 100, windowSeconds: QUARTER_HOUR },
};
