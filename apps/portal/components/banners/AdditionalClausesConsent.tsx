'use client';

import { useSession } from '@vivasalud/auth/react';
import { ConsentBanner } from '@vivasalud/ui/consent-banner';
import { useRef, useState } from 'react';
import { ADDITIONAL_USES_PATH, showConsentBanner } from '@/lib/banners/rules';

export interface AdditionalClausesConsentProps {
  pathname: string;
  className?: string;
}

/**
 * The consent to the additional clauses (spec §4, §5, §8), for a signed-in user who accepted
 * the terms but not these clauses, off `/auth`. "Cancelar" hides it until the path changes.
 * "Aceptar" (only with the box ticked) sends the acceptance once; on success the session's
 * `isAdditionalClausesAccepted` becomes true, which hides it; a failure is only logged.
 */
export function AdditionalClausesConsent({ pathname, className }: AdditionalClausesConsentProps) {
  const { user, isAuthenticated, acceptAdditionalClauses } = useSession();
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The guard of a second click before React re-rendered with `submitting`.
  const sending = useRef(false);

  // "For the current view": a Cancelar counts on the path it was pressed on, until the path
  // changes (coming back later to that path shows the banner again).
  const [view, setView] = useState({ pathname, dismissed: false });
  if (view.pathname !== pathname) setView({ pathname, dismissed: false });
  const dismissed = view.pathname === pathname && view.dismissed;

  const open = showConsentBanner({
    isAuthenticated,
    isTermsConditionsAccepted: user?.isTermsConditionsAccepted,
    isAdditionalClausesAccepted: user?.isAdditionalClausesAccepted,
    pathname,
    dismissed,
  });

  async function accept() {
    if (sending.current || !checked) return;
    sending.current = true;
    setSubmitting(true);
    try {
      const result = await acceptAdditionalClauses();
      // Spec §8: logged only, no visible message; the code, never the person's data.
      if (!result.ok) {
        console.error(
          '[portal] additional clauses not accepted',
          result.error.code ?? result.error.status ?? 'unknown',
        );
      }
    } catch (error) {
      console.error(
        '[portal] additional clauses not accepted',
        error instanceof Error ? error.name : 'unknown',
      );
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  return (
    <ConsentBanner
      open={open}
      checked={checked}
      onCheckedChange={setChecked}
      submitting={submitting}
      onAccept={() => void accept()}
      onCancel={() => setView({ pathname, dismissed: true })}
      additionalUsesHref={ADDITIONAL_USES_PATH}
      className={className}
    />
  );
}
