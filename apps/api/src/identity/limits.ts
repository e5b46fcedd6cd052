import type { CodeRules } from './codes';
import type { LockoutRule, WindowRule } from './rate-limit';

/** Every limit of the identity service (counters live in the database, shared by instances). */
export interface IdentityLimits {
  loginPerAddress: WindowRule;
  /** All login attempts for one document (known or not). */
  loginPerDocument: WindowRule;
  /** Consecutive failed logins per document → lockout. */
  lockout: LockoutRule;
  mfaCheckPerAddress: WindowRule;
  mfaCheckPerUser: WindowRule;
  mfaSendPerAddress: WindowRule;
  codes: CodeRules;
  signupPerAddress: WindowRule;
  signupPerDocument: WindowRule;
  recoverPerAddress: WindowRule;
  recoverPerDocument: WindowRule;
  restorePerAddress: WindowRule;
  verifyParticipantPerAddress: WindowRule;
}

const QUARTER_HOUR = 15 * 60;

/**
 * Per-address limits are generous because many people share an address (mobile carriers, offices);
 * the tight limits are per document, per user and per code.
 */
export const DEFAULT_LIMITS: IdentityLimits = {
  loginPerAddress: { max: 100, windowSeconds: QUARTER_HOUR },
  loginPerDocument: { max: 20, windowSeconds: QUARTER_HOUR },
  lockout: { maxFailures: 5, lockSeconds: QUARTER_HOUR, windowSeconds: QUARTER_HOUR },
  mfaCheckPerAddress: { max: 100, windowSeconds: QUARTER_HOUR },
  mfaCheckPerUser: { max: 20, windowSeconds: QUARTER_HOUR },
  mfaSendPerAddress: { max: 30, windowSeconds: QUARTER_HOUR },
  codes: {
    maxAttempts: 5,
    resendCooldownSeconds: 60,
    resendsPerUser: { max: 3, windowSeconds: QUARTER_HOUR },
    pendingSeconds: 30 * 60,
  },
  signupPerAddress: { max: 10, windowSeconds: QUARTER_HOUR },
  signupPerDocument: { max: 5, windowSeconds: QUARTER_HOUR },
  recoverPerAddress: { max: 10, windowSeconds: QUARTER_HOUR },
  recoverPerDocument: { max: 3, windowSeconds: QUARTER_HOUR },
  restorePerAddress: { max: 10, windowSeconds: QUARTER_HOUR },
  verifyParticipantPerAddress: { max: 60, windowSeconds: 60 },
};
