import type { IdentitySchema } from '@vivasalud/api-client/identity';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consents, users } from '../db/identity-schema';
import { systemClock, type Clock } from '../clock';
import type { UserRow } from './sessions';

type User = IdentitySchema<'User'>;
export type DocumentType = IdentitySchema<'DocumentType'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** Versions of the legal texts a consent refers to (Ley 29733 asks which text was accepted). */
export const TERMS_VERSION = '2025-01';
export const ADDITIONAL_CLAUSES_VERSION = '2025-01';

/** Document numbers are kept in capitals (CE and passports may carry letters). */
export const normalizeDocument = (documentNumber: string) => documentNumber.trim().toUpperCase();

/** The key of a document for limits and lockout: `DNI:70000001`. */
export const documentKey = (documentType: string, documentNumber: string) =>
  `${documentType}:${normalizeDocument(documentNumber)}`;

/** `+51987654321` → (`+51`, `987654321`); a bare number is Peruvian; another prefix stays whole. */
export function splitPhone(phone: string): { countryCode: string | null; phone: string } {
  if (phone.startsWith('+51')) return { countryCode: '+51', phone: phone.slice(3) };
  if (phone.startsWith('+')) return { countryCode: null, phone };
  return { countryCode: '+51', phone };
}

/** `maria.quispe@correo.pe` → `ma****@correo.pe`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}****${email.slice(at)}`;
}

/**
 * `+51987654323` or `987654323` → `*** *** 323`: only the last 3 digits (issue #16: the code
 * step shows where the code went without revealing the number).
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `*** *** ${digits.slice(-3).padStart(3, '*')}`;
}

/** The profile of spec §3 as the contract's `User` (never a token). */
export function toUser(user: UserRow, deviceId: string | null): User {
  return {
    deviceId,
    withMFA: user.mfaEnabled,
    name: user.name,
    lastName: user.lastName,
    documentType: user.documentType as DocumentType,
    documentNumber: user.documentNumber,
    email: user.email,
    ...(user.countryCode ? { countryCode: user.countryCode } : {}),
    phone: user.phone,
    isRegistered: true,
    username: user.username,
    isActive: user.active,
    isTermsConditionsAccepted: user.termsConditionsAccepted,
    isAdditionalClausesAccepted: user.additionalClausesAccepted,
    membership: user.membership,
  };
}

export interface ConsentChoice {
  terms?: boolean | undefined;
  additionalClauses?: boolean | undefined;
}

/** One consents row per legal text given (accepted or withdrawn), with version and time. */
export async function recordConsents(
  db: Executor,
  userId: string,
  choice: ConsentChoice,
  source: 'signup' | 'banner' | 'seed',
  now: Date,
): Promise<void> {
  const rows = [
    ...(choice.terms === undefined
      ? []
      : [{ document: 'terms-conditions', version: TERMS_VERSION, accepted: choice.terms }]),
    ...(choice.additionalClauses === undefined
      ? []
      : [
          {
            document: 'additional-clauses',
            version: ADDITIONAL_CLAUSES_VERSION,
            accepted: choice.additionalClauses,
          },
        ]),
  ];
  if (rows.length)
    await db
      .insert(consents)
      .values(rows.map((row) => ({ ...row, userId, source, recordedAt: now })));
}

/**
 * Terms acceptance for the content API's `accept-terms-and-additional-clauses` (bearer user):
 * records the consents and updates the user's flags. Terms cannot be withdrawn this way (a
 * false value is ignored); additional clauses can.
 */
export async function acceptTerms(
  db: Database,
  userId: string,
  body: { is_terms_conditions_accepted: boolean; is_additional_clauses_accepted: boolean },
  clock: Clock = systemClock,
): Promise<void> {
  const now = clock.now();
  const terms = body.is_terms_conditions_accepted ? true : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(terms ? { termsConditionsAccepted: true } : {}),
        additionalClausesAccepted: body.is_additional_clauses_accepted,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await recordConsents(
      tx,
      userId,
      { terms, additionalClauses: body.is_additional_clauses_accepted },
      'banner',
      now,
    );
  });
}
