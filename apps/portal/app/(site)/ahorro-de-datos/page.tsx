import { sanitizeRedirect } from '@vivasalud/auth/redirect';
import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import NextLink from 'next/link';
import { Lead, PageIntro, PageTitle, PageTop } from '@/components/content/PageIntro';
import { PageMain } from '@/components/content/PageMain';
import {
  AHORRO_COOKIE,
  AHORRO_PAGE,
  ahorroOf,
  saveDataRequested,
  VOLVER_PARAM,
} from '@/lib/ahorro/ahorro';
import { routeLabel } from '@/lib/routes';
import { AhorroSettings } from './_components/AhorroSettings';

const LABEL = routeLabel(AHORRO_PAGE);

export const metadata: Metadata = {
  title: LABEL,
  description:
    'Gasta menos datos móviles en VivaSalud: imágenes más livianas y videos que se descargan solo al reproducirlos.',
  robots: { index: false },
};

/** `?volver=`: a same-site path to go back to, or none. */
function backPath(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string' || !value) return null;
  const path = sanitizeRedirect(value);
  return path === value ? path : null;
}

/**
 * `/ahorro-de-datos` (issue #33): «Ahorro de datos» said from the server — the person's choice
 * (`vs_ahorro`) or their browser's `Save-Data` — with what it changes and the switch. Rendered
 * per request (it reads the cookie, the header and `?volver=`). The footer's switch lands here
 * without JavaScript (GOV.UK's cookie settings pattern: the cached page they were on cannot show
 * the state), with a link back to that page.
 */
export default async function AhorroPage({ searchParams }: PageProps<'/ahorro-de-datos'>) {
  const [jar, requestHeaders, query] = await Promise.all([cookies(), headers(), searchParams]);
  const state = ahorroOf({
    cookie: jar.get(AHORRO_COOKIE)?.value,
    saveData: saveDataRequested(requestHeaders.get('save-data')),
  });
  const back = backPath(query[VOLVER_PARAM]);

  return (
    <PageMain>
      <PageTop>
        <Breadcrumb items={[{ label: LABEL, href: AHORRO_PAGE }]} linkComponent={NextLink} />
        <PageIntro>
          <PageTitle>{LABEL}</PageTitle>
          <Lead>
            Si navegas con datos móviles, VivaSalud puede gastar menos de tu plan. Puedes usar todo
            el portal igual que siempre.
          </Lead>
        </PageIntro>
      </PageTop>
      <AhorroSettings state={state} back={back} />
    </PageMain>
  );
}
