'use client';

import { Button } from '@vivasalud/ui/button';

/** «Imprimir»: the browser's print dialog (the page prints as its content only). */
export function PrintButton({ children }: { children: string }) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      {children}
    </Button>
  );
}
