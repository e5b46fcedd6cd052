'use client';

import NextLink from 'next/link';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

export interface FilterFormProps {
  /** The catalog's path: where the form goes (`/vive-sanamente`). */
  action: string;
  /**
   * The address shown (`/vive-sanamente?tema=sueno`): when it changes (a submit, «Quitar
   * filtros», Back), the fields are set again from the page's new HTML.
   */
  address: string;
  /** Names the form for screen readers («Buscar y filtrar publicaciones»). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A catalog's filter form: a GET form in the page's HTML (it works before and without
 * JavaScript, sending each field), which with JavaScript navigates without a reload to the same
 * address minus its empty fields (a «Todas» radio, an empty search), so a selection has one
 * address. The page re-renders from the address and the fields follow it (`form.reset()` to
 * their new defaults), without remounting: focus stays where the person is, and the result line
 * (a live region) says what they now see.
 */
export function FilterForm({ action, address, label, className, children }: FilterFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const [target, setTarget] = useState<string | null>(null);
  // Not on the first render: what was typed or ticked before hydration stays.
  const shown = useRef(address);
  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    form.current?.reset();
  }, [address]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Next 16.4's `router.push` to the same path with another query never commits (its request is
    // aborted: vercel/next.js#92152); a link's navigation does. So the form follows a link to the
    // address, rendered for that and out of sight.
    flushSync(() => setTarget(filterFormHref(action, new FormData(event.currentTarget))));
    link.current?.click();
  };
  return (
    <form
      ref={form}
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={className}
      onSubmit={onSubmit}
    >
      {children}
      {target && (
        <NextLink ref={link} href={target} prefetch={false} hidden tabIndex={-1} aria-hidden="true">
          {target}
        </NextLink>
      )}
    </form>
  );
}

/** The address a filter form's fields lead to: `action` with each non-empty field, in order. */
export function filterFormHref(action: string, data: FormData): string {
  const query = new URLSearchParams();
  for (const [name, value] of data) {
    if (typeof value === 'string' && value.trim() !== '') query.append(name, value.trim());
  }
  const search = query.toString();
  return search ? `${action}?${search}` : action;
}
