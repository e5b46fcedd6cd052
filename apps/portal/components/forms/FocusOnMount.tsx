'use client';

import { useEffect, useRef, type ReactElement } from 'react';

/** Moves the focus to its child's first focusable element once (a confirmation's heading). */
export function FocusOnMount({ children }: { children: ReactElement }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[tabindex], h1, h2')?.focus();
  }, []);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
