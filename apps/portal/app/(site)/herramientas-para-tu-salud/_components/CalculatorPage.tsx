import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ContentPage } from '@/components/content/ContentPage';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { loadToolCallAction, loadTools } from '../_lib/load';
import { contentRoute } from '@/lib/routes';
import { ToolCallAction } from './ToolCallAction';

/**
 * A calculator's metadata: its CMS page's (title, description, canonical URL without the query),
 * and no `Referer` to any address it links to: the query holds the person's health data.
 */
export async function calculatorMetadata(path: string): Promise<Metadata> {
  return { ...(await contentPageMetadata(path)), referrer: 'no-referrer' };
}

/** The tool's call to action, found by the calculator's slug; none when the service has none. */
async function callActionOf(slug: string) {
  try {
    const tool = (await loadTools()).find((candidate) => candidate.slug === slug);
    return tool ? await loadToolCallAction(tool.id) : null;
  } catch {
    return null;
  }
}

/**
 * A calculator's page (issue #7): its CMS page (breadcrumb, heading, the sections explaining the
 * method) with the calculator under the heading and the tool's call to action after it.
 */
export async function CalculatorPage({ path, children }: { path: string; children: ReactNode }) {
  const route = contentRoute(path);
  const action = await callActionOf(route.slug);
  return (
    <ContentPage path={path}>
      {children}
      {action && <ToolCallAction action={action} />}
    </ContentPage>
  );
}
