import { isIPv4, isIPv6 } from 'node:net';

/**
 * Names of every counter of the identity service (rows of `rate_limits` and `login_failures`),
 * in one place so that `restore-password` can clear all of an account's counters.
 *
 * `document` is a document key (`DNI:70000001`, see `documentKey`), `username` the normalised
 * username, `address` the client's `addressKey`.
 */
export const limitKeys = {
  loginPerAddress: (address: string) => `login:ip:${address}`,
  /** login_failures: failed logins of one document from one address. */
  loginLockout: (document: string, address: string) => `${document}@${address}`,
  /** login_failures: failed logins of one document from every address (the ceiling). */
  loginDocumentLockout: (document: string) => document,

  mfaCheckPerAddress: (address: string) => `mfa-check:ip:${address}`,
  mfaCheckPerUser: (username: string, address: string) => `mfa-check:user:${username}@${address}`,
  mfaSendPerAddress: (address: string) => `mfa-send:ip:${address}`,
  /** At most one code per user per cooldown, whatever the device or the reason. */
  codeCooldown: (userId: string) => `mfa-cooldown:${userId}`,
  /** Every code sent to a user (login, sign-up, resend). */
  codeSends: (userId: string) => `mfa-sends:${userId}`,
  /** Codes sent by send-mfa. */
  codeResends: (userId: string) => `mfa-resend:${userId}`,
  /** Wrong codes of a user (evaluated submissions only). */
  wrongCodes: (userId: string) => `mfa-wrong:${userId}`,
  /** The second step of a user is locked while this window lasts. */
  secondStepLock: (userId: string) => `mfa-lock:${userId}`,

  signupPerAddress: (address: string) => `signup:ip:${address}`,
  signupPerDocument: (document: string) => `signup:doc:${document}`,
  /** "Someone tried to register with your data" notices sent to one account. */
  signupNotice: (userId: string) => `signup-notice:${userId}`,
  recoverPerAddress: (address: string) => `recover:ip:${address}`,
  recoverPerDocument: (document: string) => `recover:doc:${document}`,
  /** Recovery of a locked document, counted per address (an attacker cannot use it up). */
  recoverLockedPerAddress: (document: string, address: string) =>
    `recover:doc:${document}@${address}`,
  restorePerAddress: (address: string) => `restore:ip:${address}`,
  verifyParticipantPerAddress: (address: string) => `verify-participant:ip:${address}`,
  ticketCreatePerAddress: (address: string) => `ticket-create:ip:${address}`,
  ticketRedeemPerAddress: (address: string) => `ticket-redeem:ip:${address}`,
};

/** Every counter about one account, as exact keys and key prefixes (any address). */
export function accountCounters(account: { document: string; username: string; userId: string }) {
  const { document, username, userId } = account;
  return {
    rateLimits: {
      exact: [
        limitKeys.codeCooldown(userId),
        limitKeys.codeSends(userId),
        limitKeys.codeResends(userId),
        limitKeys.wrongCodes(userId),
        limitKeys.secondStepLock(userId),
        limitKeys.signupPerDocument(document),
        limitKeys.recoverPerDocument(document),
        // Per-document login window of earlier versions (no longer written).
        `login:doc:${document}`,
      ],
      prefixes: [
        limitKeys.mfaCheckPerUser(username, ''),
        limitKeys.recoverLockedPerAddress(document, ''),
      ],
    },
    loginFailures: {
      exact: [limitKeys.loginDocumentLockout(document)],
      prefixes: [limitKeys.loginLockout(document, '')],
    },
  };
}

/** `prefix` as a LIKE pattern that matches the keys starting with it. */
export const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The client of a per-address limit (issue #26): an IPv4 address as it is (an IPv4-mapped IPv6
 * one, `::ffff:203.0.113.7`, included), an IPv6 address by its /64 (`2001:db8:85a3:1::/64`).
 * One subscriber, home or phone gets a whole /64 and can pick any of its 2^64 addresses: keyed by
 * address, each new one would start a fresh count. Anything else is kept as it is.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The 8 groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? address.slice(0, dotted.index) +
      [
        ((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16),
        ((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16),
      ].join(':')
    : address;
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
