import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../icons/Icon';

/*
 * The pillars' icons (spec §1: maternity, prevention, mental health, vaccination, healthy child,
 * medicines, complex conditions, oncology; and the three other pillars the content service names:
 * food, physical activity and rest), drawn inline with lucide's paths (lucide-static 1.62.0) on
 * its 24 px grid, as `src/icons/icons.tsx` does. Server-safe: no state, no client code.
 */

/** The pillars, by the id the content service gives them (`Action.icon` in `home/pilares/`). */
const PILLARS = {
  maternidad: {
    name: 'Maternidad',
    // lucide `baby`
    draw: (
      <>
        <path d="M10 16c.5.3 1.2.5 2 .5s1.5-.2 2-.5" />
        <path d="M15 12h.01" />
        <path d="M19.38 6.813A9 9 0 0 1 20.8 10.2a2 2 0 0 1 0 3.6 9 9 0 0 1-17.6 0 2 2 0 0 1 0-3.6A9 9 0 0 1 12 3c2 0 3.5 1.1 3.5 2.5s-.9 2.5-2 2.5c-.8 0-1.5-.4-1.5-1" />
        <path d="M9 12h.01" />
      </>
    ),
  },
  prevencion: {
    name: 'Prevención',
    // lucide `shield-check`
    draw: (
      <>
        <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
        <path d="m9 12 2 2 4-4" />
      </>
    ),
  },
  'salud-mental': {
    name: 'Salud mental',
    // lucide `brain`
    draw: (
      <>
        <path d="M12 18V5" />
        <path d="M15 13a4.17 4.17 0 01-3-4 4.17 4.17 0 01-3 4" />
        <path d="M17.707 6.294A3 3 0 1012 5a3 3 0 10-5.707 1.294" />
        <path d="M17.996 5.125a4 4 0 012.526 5.77" />
        <path d="M18 18a4 4 0 002-7.465" />
        <path d="M19.967 17.482a4 4 0 11-7.967.517 4 4 0 11-7.967-.517" />
        <path d="M6 18a4 4 0 01-2-7.465" />
        <path d="M6.004 5.125a4 4 0 00-2.526 5.77" />
      </>
    ),
  },
  vacunacion: {
    name: 'Vacunación',
    // lucide `syringe`
    draw: (
      <>
        <path d="m18 2 4 4" />
        <path d="m17 7 3-3" />
        <path d="M19 9 8.7 19.3c-1 1-2.5 1-3.4 0l-.6-.6c-1-1-1-2.5 0-3.4L15 5" />
        <path d="m9 11 4 4" />
        <path d="m5 19-3 3" />
        <path d="m14 4 6 6" />
      </>
    ),
  },
  'nino-sano': {
    name: 'Niño sano',
    // lucide `smile`
    draw: (
      <>
        <path d="M15 10V9" />
        <path d="M16.472 15a6 6 0 01-8.943 0" />
        <path d="M9 10V9" />
        <circle cx="12" cy="12" r="10" />
      </>
    ),
  },
  medicamentos: {
    name: 'Medicamentos',
    // lucide `pill`
    draw: (
      <>
        <path d="m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z" />
        <path d="m8.5 8.5 7 7" />
      </>
    ),
  },
  'condiciones-complejas': {
    name: 'Condiciones complejas',
    // lucide `heart-pulse`
    draw: (
      <>
        <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
        <path d="M3.22 13H9.5l.5-1 2 4.5 2-7 1.5 3.5h5.27" />
      </>
    ),
  },
  oncologia: {
    name: 'Oncología',
    // lucide `ribbon`
    draw: (
      <>
        <path d="M12 11.22C11 9.997 10 9 10 8a2 2 0 0 1 4 0c0 1-.998 2.002-2.01 3.22" />
        <path d="m12 18 2.57-3.5" />
        <path d="M6.243 9.016a7 7 0 0 1 11.507-.009" />
        <path d="M9.35 14.53 12 11.22" />
        <path d="M9.35 14.53C7.728 12.246 6 10.221 6 7a6 5 0 0 1 12 0c-.005 3.22-1.778 5.235-3.43 7.5l3.557 4.527a1 1 0 0 1-.203 1.43l-1.894 1.36a1 1 0 0 1-1.384-.215L12 18l-2.679 3.593a1 1 0 0 1-1.39.213l-1.865-1.353a1 1 0 0 1-.203-1.422z" />
      </>
    ),
  },
  alimentacion: {
    name: 'Alimentación',
    // lucide `apple`
    draw: (
      <>
        <path d="M12 6.528V3a1 1 0 0 1 1-1h0" />
        <path d="M18.237 21A15 15 0 0 0 22 11a6 6 0 0 0-10-4.472A6 6 0 0 0 2 11a15.1 15.1 0 0 0 3.763 10 3 3 0 0 0 3.648.648 5.5 5.5 0 0 1 5.178 0A3 3 0 0 0 18.237 21" />
      </>
    ),
  },
  'actividad-fisica': {
    name: 'Actividad física',
    // lucide `footprints`
    draw: (
      <>
        <path d="M4 16v-2.38C4 11.5 2.97 10.5 3 8c.03-2.72 1.49-6 4.5-6C9.37 2 10 3.8 10 5.5c0 3.11-2 5.66-2 8.68V16a2 2 0 1 1-4 0Z" />
        <path d="M20 20v-2.38c0-2.12 1.03-3.12 1-5.62-.03-2.72-1.49-6-4.5-6C14.63 6 14 7.8 14 9.5c0 3.11 2 5.66 2 8.68V20a2 2 0 1 0 4 0Z" />
        <path d="M16 17h4" />
        <path d="M4 13h4" />
      </>
    ),
  },
  descanso: {
    name: 'Descanso',
    // lucide `moon`
    draw: (
      <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
    ),
  },
} satisfies Record<string, { name: string; draw: ReactNode }>;

/** A pillar's id, as the content service names it (`prevencion`, `salud-mental`…). */
export type PillarId = keyof typeof PILLARS;

/** Every pillar id, in the spec's order (spec §1), then the service's other pillars. */
export const PILLAR_IDS = Object.keys(PILLARS) as PillarId[];

/** Whether the service's id (`Action.icon`) names a pillar that has an icon. */
export function isPillarId(id: unknown): id is PillarId {
  return typeof id === 'string' && Object.hasOwn(PILLARS, id);
}

/** A pillar's Spanish name («Salud mental»): the icon's accessible name. */
export function pillarName(id: PillarId): string {
  return PILLARS[id].name;
}

export interface PillarIconProps extends Omit<
  IconProps,
  'aria-label' | 'aria-labelledby' | 'aria-hidden' | 'role'
> {
  pillar: PillarId;
  /**
   * A visible label sits beside the icon (the pillar's title): the icon is hidden from assistive
   * technology (`aria-hidden`). Otherwise it is an image named after the pillar.
   */
  decorative?: boolean;
}

/**
 * A pillar's icon. Named by default (`role="img"`, `aria-label` and a `<title>` with the pillar's
 * Spanish name); `decorative` when the pillar's name is written next to it.
 */
export function PillarIcon({ pillar, decorative = false, ...props }: PillarIconProps) {
  const { name, draw } = PILLARS[pillar];
  if (decorative) return <Icon {...props}>{draw}</Icon>;
  return (
    <Icon role="img" aria-label={name} {...props}>
      <title>{name}</title>
      {draw}
    </Icon>
  );
}
