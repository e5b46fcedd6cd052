import { NotFound } from '@vivasalud/ui/not-found';
import NextLink from 'next/link';
import { NotFoundEvent } from './NotFoundEvent';

/**
 * Spec §2: the not-found screen, recording an `error` event "pagina no encontrada". A server
 * component: only the event is client code (issue #6 — the not-found boundary is part of every
 * page's first load, so its screen must not bring JavaScript of its own).
 */
export function NotFoundScreen() {
  return (
    <>
      <NotFound homeHref="/" linkComponent={NextLink} />
      <NotFoundEvent />
    </>
  );
}
