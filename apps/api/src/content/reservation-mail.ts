import { icsCalendar, icsLimaTime, icsText, icsUtc, LIMA_VTIMEZONE } from '@vivasalud/config/ics';
import { formatLimaTime, limaDateParts } from '@vivasalud/config/lima';
import { endsAt } from './live-classes';

/**
 * The mails of a reservation (issue #28; of a session with an expert too, issue #29): the
 * confirmation (with the .ics), the cancellation note and the reminders 24 hours and 1 hour
 * before. Spanish (es-PE), times in Lima (`@vivasalud/config/lima`), plain text. The words that
 * name what is reserved come from its kind (`WORDS`); the rest is the same for every kind.
 */

export type ReservationKind = 'live-class' | 'expert-session' | 'inperson-class';

export interface MailClass {
  /** What is reserved (a live class when absent). */
  kind?: ReservationKind;
  slug: string;
  title: string;
  starts_at: string;
  duration_minutes: number;
  mentor: { name: string; specialty?: string | null } | null;
  /** Where it happens: online (the default) or in person. */
  mode?: 'online' | 'presencial';
  /** The slug of its page when it is not `slug` (an in-person occurrence's class). */
  page?: string;
  /** The place of an in-person class: the mails and the .ics say it. */
  place?: { name: string; address: string; district: string };
}

/** How the mails name each kind. */
const WORDS: Record<
  ReservationKind,
  {
    /** «la clase en vivo», «la sesión con experto». */
    the: string;
    /** «clase», «sesión» (for «antes de la clase», «Tu clase…»). */
    noun: string;
    /** Its page, under the portal's address. */
    path: string;
    /** The .ics's SUMMARY prefix and file name. */
    summary: string;
    file: string;
  }
> = {
  'live-class': {
    the: 'la clase en vivo',
    noun: 'clase',
    path: '/clases-en-vivo/',
    summary: 'Clase en vivo',
    file: 'clase.ics',
  },
  'expert-session': {
    the: 'la sesión con experto',
    noun: 'sesión',
    path: '/sesiones-con-expertos/',
    summary: 'Sesión con experto',
    file: 'sesion.ics',
  },
  'inperson-class': {
    the: 'la clase presencial',
    noun: 'clase',
    path: '/experiencias-presenciales/',
    summary: 'Clase presencial',
    file: 'clase-presencial.ics',
  },
};

const wordsOf = (target: MailClass) => WORDS[target.kind ?? 'live-class'];

export interface MailReservation {
  id: string;
  createdAt: Date;
  /** The member's first name. */
  name: string;
  liveClass: MailClass;
}

export type ReminderKind = '24h' | '1h';

export interface Mail {
  kind:
    | 'reservation-confirmation'
    | 'reservation-cancelled'
    | 'reservation-reminder-24h'
    | 'reservation-reminder-1h';
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** «lunes 23 de noviembre de 2026, 7:00 p. m.» in Lima. */
export function limaWhen(instant: string): string {
  const { weekday, day, month, year } = limaDateParts(instant);
  return `${weekday} ${day} de ${month} de ${year}, ${formatLimaTime(instant)}`;
}

const classUrl = (portalUrl: string, target: MailClass) =>
  `${portalUrl}${wordsOf(target).path}${target.page ?? target.slug}`;

/** «Sede Miraflores, Av. José Larco 812, Miraflores». */
const placeOf = ({ place }: MailClass) =>
  place ? `${place.name}, ${place.address}, ${place.district}` : null;

/**
 * The reservation as an iCalendar file: the class in Lima time, its page as URL, a reminder 30
 * minutes before; its UID is the reservation's (`reserva-<id>@vivasalud.pe`), stable for it.
 */
export function reservationIcs(reservation: MailReservation, portalUrl: string): string {
  const { liveClass } = reservation;
  const url = classUrl(portalUrl, liveClass);
  const words = wordsOf(liveClass);
  const inPerson = liveClass.mode === 'presencial';
  const start = new Date(liveClass.starts_at);
  const end = new Date(endsAt(liveClass.starts_at, liveClass.duration_minutes));
  return icsCalendar({
    prodId: '-//VivaSalud//Reservas//ES',
    components: [LIMA_VTIMEZONE],
    events: [
      [
        `UID:reserva-${reservation.id}@vivasalud.pe`,
        `DTSTAMP:${icsUtc(reservation.createdAt)}`,
        `DTSTART;TZID=America/Lima:${icsLimaTime(start)}`,
        `DTEND;TZID=America/Lima:${icsLimaTime(end)}`,
        `SUMMARY:${icsText(`${words.summary}: ${liveClass.title}`)}`,
        `DESCRIPTION:${icsText(
          `${words.summary} de VivaSalud${withMentor(liveClass)}. ${
            inPerson
              ? `${placeOf(liveClass) ? `Lugar: ${placeOf(liveClass)}. ` : ''}Los detalles del lugar están en ${url}.`
              : `Únete desde ${url} con tu cuenta.`
          }`,
        )}`,
        `LOCATION:${icsText(placeOf(liveClass) ?? (inPerson ? 'Presencial (VivaSalud)' : 'En línea (VivaSalud)'))}`,
        `URL:${url}`,
        'STATUS:CONFIRMED',
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${icsText(`Tu ${words.noun} «${liveClass.title}» empieza en 30 minutos`)}`,
        'TRIGGER:-PT30M',
        'END:VALARM',
      ],
    ],
  });
}

function howToJoin(liveClass: MailClass, portalUrl: string): string {
  const { noun } = wordsOf(liveClass);
  const url = classUrl(portalUrl, liveClass);
  const place = placeOf(liveClass);
  if (place) {
    return `Dónde: ${place}. Las indicaciones para llegar están en ${url}; llega unos minutos antes de la hora de inicio.`;
  }
  return liveClass.mode === 'presencial'
    ? `Cómo llegar: es una ${noun} presencial. El lugar y las indicaciones están en ${url}; llega unos minutos antes de la hora de inicio.`
    : `Cómo unirte: es una ${noun} en línea. Entra con tu cuenta de VivaSalud a ${url} unos minutos antes de la hora de inicio.`;
}

const signature = 'El equipo de VivaSalud';

/** « con Rosa Huamán Ccori», or nothing for a class without a teacher. */
const withMentor = (liveClass: MailClass) =>
  liveClass.mentor ? ` con ${liveClass.mentor.name}` : '';

/** The confirmation of a new reservation, with its .ics. */
export function confirmationMail(reservation: MailReservation, portalUrl: string): Mail {
  const { liveClass } = reservation;
  const { mentor } = liveClass;
  const words = wordsOf(liveClass);
  return {
    kind: 'reservation-confirmation',
    subject: `Reserva confirmada: ${liveClass.title}`,
    text: [
      `Hola, ${reservation.name}:`,
      '',
      `Tu lugar en ${words.the} «${liveClass.title}» está reservado.`,
      '',
      `Cuándo: ${limaWhen(liveClass.starts_at)} (hora de Lima), ${liveClass.duration_minutes} minutos.`,
      ...(mentor
        ? [`Con: ${mentor.name}${mentor.specialty ? ` (${mentor.specialty})` : ''}.`]
        : []),
      howToJoin(liveClass, portalUrl),
      '',
      `Te enviaremos un recordatorio 24 horas antes y otro 1 hora antes de la ${words.noun}. Para añadirla a tu calendario, abre el archivo adjunto (${words.file}).`,
      `Si no puedes asistir, cancela tu reserva en ${portalUrl}/mi-espacio para liberar tu lugar.`,
      '',
      signature,
    ].join('\n'),
    attachments: [
      {
        filename: words.file,
        contentType: 'text/calendar; charset=utf-8',
        content: reservationIcs(reservation, portalUrl),
      },
    ],
  };
}

/** The note of a cancelled reservation. */
export function cancellationMail(reservation: MailReservation, portalUrl: string): Mail {
  const { liveClass } = reservation;
  const words = wordsOf(liveClass);
  return {
    kind: 'reservation-cancelled',
    subject: `Reserva cancelada: ${liveClass.title}`,
    text: [
      `Hola, ${reservation.name}:`,
      '',
      `Cancelaste tu reserva de ${words.the} «${liveClass.title}» del ${limaWhen(liveClass.starts_at)} (hora de Lima). Tu lugar quedó libre y no te enviaremos recordatorios de esta ${words.noun}.`,
      `Si cambias de opinión, puedes reservar otra vez en ${classUrl(portalUrl, liveClass)} mientras queden lugares.`,
      '',
      signature,
    ].join('\n'),
  };
}

/** A reminder 24 hours or 1 hour before the class or session. */
export function reminderMail(
  reservation: MailReservation,
  reminder: ReminderKind,
  portalUrl: string,
): Mail {
  const { liveClass } = reservation;
  const words = wordsOf(liveClass);
  const when =
    reminder === '24h'
      ? `es mañana: ${limaWhen(liveClass.starts_at)} (hora de Lima)`
      : `empieza en una hora, a las ${formatLimaTime(liveClass.starts_at)} (hora de Lima)`;
  return {
    kind: reminder === '24h' ? 'reservation-reminder-24h' : 'reservation-reminder-1h',
    subject:
      reminder === '24h'
        ? `Recordatorio: «${liveClass.title}» es mañana`
        : `Recordatorio: «${liveClass.title}» empieza en una hora`,
    text: [
      `Hola, ${reservation.name}:`,
      '',
      `Tu ${words.the.replace(/^la /, '')} «${liveClass.title}»${withMentor(liveClass)} ${when}.`,
      howToJoin(liveClass, portalUrl),
      '',
      `Si ya no puedes asistir, cancela tu reserva en ${portalUrl}/mi-espacio para que otra persona tome tu lugar.`,
      '',
      signature,
    ].join('\n'),
  };
}
