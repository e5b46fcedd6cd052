import { Button } from '@vivasalud/ui/button';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import type { FormEvent, ReactNode } from 'react';
import { RESERVATION_TARGETS, type ReservationKind } from '@/lib/live-classes/reservations';
import styles from './LiveClasses.module.css';

/** The class's .ics file: «Añadir a mi calendario». */
export interface CalendarFile {
  href: string;
  download: string;
  reminderMinutes: number;
}

export function CalendarLink({ calendar }: { calendar: CalendarFile }) {
  return (
    <a href={calendar.href} download={calendar.download} className={styles.CalendarLink}>
      Añadir a mi calendario{' '}
      <VisuallyHidden>
        (archivo .ics, con un recordatorio {calendar.reminderMinutes} minutos antes)
      </VisuallyHidden>
    </a>
  );
}

export interface ReserveBlockProps {
  slug: string;
  /** What is reserved: a live class (the default) or a session with an expert. */
  kind?: ReservationKind;
  /** «Quedan 4 lugares», «Clase llena», «Las reservas cerraron». */
  label: string;
  /** Whether a seat can be reserved now (the form is shown). */
  open: boolean;
  /** The .ics link, when the block shows it (the session's page shows its own). */
  calendar?: CalendarFile;
  /** What the button names besides its words (an in-person class's date), for screen readers. */
  context?: string;
  /** The island's: reserve with JavaScript (the form posts by itself without). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  pending?: boolean;
  /** A message above the form (the island's status or error). */
  notice?: ReactNode;
}

/**
 * The seats left and «Reservar mi lugar» (issue #28; «Reservar sesión» for a session, issue #29): a real form that posts to the same-site
 * route, so it works before JavaScript and without it (the route answers 303: the login for a
 * visitor, «Mi espacio» for a member). The same markup in the cached HTML and in the member's
 * island, which reserves with one press instead.
 */
export function ReserveBlock({
  slug,
  kind = 'live-class',
  label,
  open,
  calendar,
  context,
  onSubmit,
  pending = false,
  notice,
}: ReserveBlockProps) {
  const { route, words } = RESERVATION_TARGETS[kind];
  return (
    <div className={styles.Reserve}>
      <p className={open ? styles.Seats : styles.NoSeats}>{label}</p>
      {notice}
      <div className={styles.Actions}>
        {open && (
          <form method="post" action={route} onSubmit={onSubmit}>
            <input type="hidden" name="slug" value={slug} />
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {pending ? 'Reservando…' : words.reserve}
              {context && (
                <>
                  {' '}
                  <VisuallyHidden>{context}</VisuallyHidden>
                </>
              )}
            </Button>
          </form>
        )}
        {calendar && <CalendarLink calendar={calendar} />}
      </div>
    </div>
  );
}
