'use client';

import { ExternalLink } from '@vivasalud/ui/link';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './Publication.module.css';

/**
 * «Compartir»: by WhatsApp (a link, through the portal's leaving-the-site dialog; it works without
 * JavaScript) and «Copiar enlace» (with
 * JavaScript; where the browser refuses the clipboard, the address is shown selected to copy by
 * hand). The address shared is the publication's own, without tracking parameters or anything
 * of the person's.
 */
const never = () => () => {};

/** True in the browser once hydrated, false in the server's HTML (no button that does nothing). */
const useScripts = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

export function ShareLinks({ title, url }: { title: string; url: string }) {
  const ready = useScripts();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copied === 'no') field.current?.select();
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <section aria-labelledby="compartir" className={styles.Share}>
      <h2 id="compartir" className={styles.ShareTitle}>
        Compartir
      </h2>
      <ul className={styles.ShareList}>
        <li>
          <ExternalLink
            href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
            className={styles.ShareLink}
          >
            Compartir por WhatsApp <VisuallyHidden>(abre un sitio externo)</VisuallyHidden>
          </ExternalLink>
        </li>
        {ready && (
          <li>
            <button type="button" className={styles.ShareLink} onClick={() => void copy()}>
              Copiar enlace
            </button>
          </li>
        )}
      </ul>
      <p role="status" className={styles.ShareStatus}>
        {copied === 'yes' && 'Enlace copiado.'}
      </p>
      {copied === 'no' && (
        <p className={styles.ShareFallback}>
          <label htmlFor="enlace">No pudimos copiarlo. Copia este enlace:</label>{' '}
          <input id="enlace" ref={field} readOnly value={url} className={styles.ShareField} />
        </p>
      )}
    </section>
  );
}
