import type { SiteSchema } from '@vivasalud/api-client/site';

export type User = SiteSchema<'User'>;
export type MfaChallenge = SiteSchema<'MfaChallenge'>;

/** A whole number of seconds (0 or more), or undefined. */
const seconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/**
 * A code step's challenge, exactly its fields (the reference, the channel, the masked
 * destination and, when the service says them, how long ago the code went and when another can
 * be asked for: issue #25); undefined when `value` is not one. Whatever else the identity
 * service might put there never reaches page JavaScript.
 */
export function projectChallenge(value: unknown): MfaChallenge | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { reference, channel, destination, ...timing } = value as Record<string, unknown>;
  if (typeof reference !== 'string' || typeof destination !== 'string') return undefined;
  if (channel !== 'mail' && channel !== 'sms') return undefined;
  const sentSecondsAgo = seconds(timing.sentSecondsAgo);
  const resendInSeconds = seconds(timing.resendInSeconds);
  return {
    reference,
    channel,
    destination,
    ...(sentSecondsAgo === undefined ? {} : { sentSecondsAgo }),
    ...(resendInSeconds === undefined ? {} : { resendInSeconds }),
  };
}

/**
 * The profile fields page JavaScript may see: exactly the properties of site.yaml's
 * `components.schemas.User`. Typed as a full record of them, so a field added to (or removed
 * from) the contract fails to compile until it is added here too — and a field that only the
 * identity service has (a later addition, a hash, a `token`) is never copied.
 */
const USER_FIELD_SET: Record<keyof User, true> = {
  deviceId: true,
  withMFA: true,
  name: true,
  lastName: true,
  documentType: true,
  documentNumber: true,
  email: true,
  countryCode: true,
  phone: true,
  isRegistered: true,
  username: true,
  isActive: true,
  isTermsConditionsAccepted: true,
  isAdditionalClausesAccepted: true,
  membership: true,
};

export const USER_FIELDS = Object.freeze(Object.keys(USER_FIELD_SET) as (keyof User)[]);

/** Every User field is a string, a boolean or null: anything else (an object, a list) is dropped. */
const isScalar = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'boolean';

/**
 * The identity service's user projected onto the whitelisted User fields (present, scalar values
 * only); undefined when `value` is not an object (a malformed answer).
 */
export function projectUser(value: unknown): User | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const source = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const field of USER_FIELDS) {
    if (Object.hasOwn(source, field) && isScalar(source[field])) user[field] = source[field];
  }
  return user as unknown as User;
}
