'use client';

import { createContext, use, type ComponentProps, type ReactNode } from 'react';

export type FormLinkProps = ComponentProps<'a'> & { href: string };

/** Draws a link with the site's own component (the portal's `next/link`, inside the site). */
export type RenderFormLink = (props: FormLinkProps) => ReactNode;

const FormLinkContext = createContext<RenderFormLink | null>(null);

/**
 * Gives the account forms' links (to the other form, the password recovery, the home) the site's
 * own link component. Without it they are plain `<a>`s: a site that does not carry `next/link`
 * in its pages (the campaigns) does not load it for a form's three links (issue #33).
 */
export function FormLinkProvider({
  render,
  children,
}: {
  render: RenderFormLink;
  children: ReactNode;
}) {
  return <FormLinkContext value={render}>{children}</FormLinkContext>;
}

/** A link of an account form: drawn by the provider, or a plain `<a>`. */
export function FormLink({ children, ...props }: FormLinkProps) {
  const render = use(FormLinkContext);
  return render ? render({ ...props, children }) : <a {...props}>{children}</a>;
}
