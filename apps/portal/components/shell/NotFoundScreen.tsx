import { NotFound } from '@vivasalud/ui/not-found';
import { NotFoundEvent } from './NotFoundEvent';

/**
 * Spec §2: the not-found screen, recording an `error` event "pagina no encontrada". A server
 * component: only the event is client code (issue #6 — the not-found boundary is part of every
 * page's first load, so its screen must not bring JavaScript of its own). "Volver al inicio" is a
 * plain link: `next/link` here put a second copy of its client code in every page's first load
 * (~3 kB gzip; the bundler does not share it with the layout's copy), and after a missing page a
 * full load of home is what a person expects anyway.
 */
export function NotFoundScreen() {
  return (
    <>
      <NotFound homeHref="/" />
      <NotFoundEvent />
    </>
  );
}
