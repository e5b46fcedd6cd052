/**
 * What a signed-in person's profile fills in a form (issue #32): name, document and contact,
 * into the fields still empty. Read in the browser from the session (spec §3's user record);
 * the server's HTML never holds it.
 */

export interface ProfileLike {
  name?: string | null;
  lastName?: string | null;
  documentType?: string | null;
  documentNumber?: string | null;
  email?: string | null;
  countryCode?: string | null;
  phone?: string | null;
}

/** The form values a profile gives (only what it has). */
export function profileValues(profile: ProfileLike): Record<string, string> {
  const values: Record<string, string> = {};
  const name = [profile.name, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (name) {
    values.full_name = name;
    values.names = name;
    values.name = name;
  }
  if (profile.documentType && ['DNI', 'CE', 'PAS'].includes(profile.documentType)) {
    values.document_type = profile.documentType;
  }
  if (profile.documentNumber?.trim()) values.document_number = profile.documentNumber.trim();
  if (profile.email?.trim()) values.email = profile.email.trim();
  const phone = profile.phone?.replace(/\D/g, '') ?? '';
  if (phone) {
    const code = profile.countryCode?.replace(/\D/g, '') ?? '51';
    values.phone = code === '51' || !code ? phone : `+${code} ${phone}`;
  }
  return values;
}
