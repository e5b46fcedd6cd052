'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The catalog and page shown last in this document: a client-side page change keeps it (the
 * module lives as long as the document), a full page load starts again from nothing.
 */
let lastShown: { selection: string; page: number } | null = null;

export interface ResultsHeadingProps {
  id: string;
  className?: string | undefined;
  /** The catalog and its selection, without the page (`/clases-en-vivo?categoria=yoga`). */
  selection: string;
  /** The page shown, from 1. */
  page: number;
  children: ReactNode;
}

/**
 * The heading of a catalog's results (issue #25). After a client-side change of page in the same
 * catalog («Siguiente», a page number; Next navigates without a reload and scrolls to the top)
 * focus moves here, so a keyboard or screen-reader user goes on from the new results, which are
 * announced by the heading, instead of staying on a pagination link far below. The first render
 * of a document (a full page load, or without JavaScript) leaves focus where the browser puts
 * it: at the top of the page.
 */
export function ResultsHeading({ id, className, selection, page, children }: ResultsHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const previous = lastShown;
    lastShown = { selection, page };
    if (previous && previous.selection === selection && previous.page !== page) {
      ref.current?.focus();
    }
  }, [selection, page]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className={className}>
      {children}
    </h2>
  );
}
