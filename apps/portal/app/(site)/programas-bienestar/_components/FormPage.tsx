import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { Lead, PageIntro, PageTitle, PageTop } from '@/components/content/PageIntro';
import { PageMain } from '@/components/content/PageMain';
import { Confirmation } from '@/components/forms/Confirmation';
import type { Crumb } from '@/lib/routes';
import { returnedProblems, returnedReference, type SearchParamsRecord } from '@/lib/forms/returned';
import type { FieldOption } from '@/lib/forms/definition';
import { limaToday, type FormParams } from '../_lib/forms/common';
import { FORM_SPECS, NEXT_STEPS, type FormKind } from '../_lib/forms';
import { loadHealthDataConsent } from '../_lib/load';
import { ProgramForm } from './ProgramForm';
import styles from './ProgramPages.module.css';

export interface FormPageProps {
  kind: FormKind;
  /** The page's own path (where the form posts back without JavaScript). */
  path: string;
  query: SearchParamsRecord;
  crumbs: Crumb[];
  title: string;
  lead: ReactNode;
  /** The options of the form's list, and what else the form needs (programs, centres, districts). */
  params: Omit<FormParams, 'today' | 'consent'>;
  /** Where the confirmation leads. */
  links: readonly { label: string; href: string }[];
}

const ids = (options: readonly FieldOption[] | undefined) =>
  options?.map((option) => Number(option.value));

/**
 * A form's page (issue #32): the breadcrumb, the heading and what the form is for, then the form
 * — or, once sent (`?referencia=`), its confirmation. Rendered per request: it reads the address;
 * what a person types never reaches the server's HTML.
 */
export async function FormPage({
  kind,
  path,
  query,
  crumbs,
  title,
  lead,
  params,
  links,
}: FormPageProps) {
  const reference = returnedReference(query);
  if (reference) {
    const next = NEXT_STEPS[kind];
    return (
      <PageMain>
        <PageTop>
          <Breadcrumb items={crumbs} linkComponent={NextLink} />
        </PageTop>
        <Confirmation title={next.title} reference={reference} steps={next.steps} links={links} />
      </PageMain>
    );
  }

  const consent = await loadHealthDataConsent();
  if (!consent) throw new Error('The health-data consent text is missing');
  const today = limaToday();
  const spec = FORM_SPECS[kind]({ ...params, today, consent }, path);
  const { notice, errors } = returnedProblems(query, spec);

  return (
    <PageMain>
      <PageTop>
        <Breadcrumb items={crumbs} linkComponent={NextLink} />
        <PageIntro>
          <PageTitle>{title}</PageTitle>
          <Lead>{lead}</Lead>
        </PageIntro>
      </PageTop>
      <div className={styles.FormArea}>
        <ProgramForm
          kind={kind}
          spec={spec}
          schemaParams={{
            today,
            // The appointment's list is the health centres; a sign-up's, its own options.
            optionIds: ids(params.centres ?? params.options),
            programIds: ids(params.programs),
          }}
          initialKey={crypto.randomUUID()}
          returnedErrors={errors}
          returnedNotice={notice}
        />
        <aside className={styles.Help} aria-labelledby="ayuda-formulario">
          <h2 id="ayuda-formulario">¿Necesitas ayuda?</h2>
          <p>
            Llámanos al <a href="tel:+5116157300">(01) 615-7300</a>, de lunes a sábado de 8:00 a
            20:00. Si tienes una emergencia, llama al 106 (SAMU) o acude al establecimiento de salud
            más cercano.
          </p>
        </aside>
      </div>
    </PageMain>
  );
}
