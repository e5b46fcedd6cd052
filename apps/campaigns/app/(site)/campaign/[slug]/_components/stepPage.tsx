import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import type { ComponentType } from 'react';
import { sentWithoutScript } from '@vivasalud/auth/native-form';
import { campaignPhase } from '../_lib/campaign';
import { loadCampaign } from '../_lib/load';
import { resultPath } from '@/lib/routes';
import { participationOf, requestSession } from '@/lib/session';
import { sitesOf } from '@/lib/site';
import type { CampaignAccessProps } from './CampaignAccess';
import { CampaignStep } from './CampaignStep';

type Step = 'signup' | 'participate';

const TITLE: Record<Step, (title: string) => string> = {
  signup: (title) => `Inscríbete: ${title}`,
  participate: (title) => `Participa: ${title}`,
};

/** A signed-in person takes part (no sign-up to offer them): the participation's title. */
const signedInStep = (step: Step, signedIn: boolean): Step => (signedIn ? 'participate' : step);

/** A giveaway's sign-up or participation page, or the not-found screen. */
async function giveaway(slug: string) {
  const campaign = await loadCampaign(slug);
  // Only a giveaway has these pages (an event informs; it takes no sign-up here).
  return campaign?.kind === 'giveaway' ? campaign : null;
}

/**
 * The two per-request pages of spec §2 (`signup/`, `participate/`): rendered for each request
 * (they carry the proxy's nonce and the person's session) — the only pages of the site that reach
 * the identity service. After the giveaway's end date they lead to its result, never to a form.
 * Each page's file names its form (`Access`): a page loads its own form only (issue #33).
 */
export function stepPage(step: Step, Access: ComponentType<CampaignAccessProps>) {
  async function generateMetadata({
    params,
  }: {
    params: Promise<{ slug: string }>;
  }): Promise<Metadata> {
    const campaign = await giveaway((await params).slug);
    if (!campaign) return {};
    const { user } = await requestSession();
    // Forms, not content: kept out of search results (the landing is the page to find).
    return {
      title: TITLE[signedInStep(step, user !== null)](campaign.title),
      robots: { index: false, follow: true },
    };
  }

  async function Page({
    params,
    searchParams,
  }: {
    params: Promise<{ slug: string }>;
    searchParams: Promise<Record<string, string | string[] | undefined>>;
  }) {
    await connection();
    const campaign = await giveaway((await params).slug);
    if (!campaign) notFound();
    const now = new Date();
    const phase = campaignPhase(campaign, now);
    if (phase === 'ended') redirect(resultPath(campaign.slug));
    // The session the layout read (the same request, read once): the form or the participation
    // this person gets, rendered here, with whether they already take part.
    const { user } = await requestSession();
    const registered =
      user && phase === 'open' ? await participationOf(await headers(), campaign.slug) : null;
    return (
      <CampaignStep
        campaign={campaign}
        step={step}
        Access={Access}
        now={now}
        portalUrl={sitesOf(process.env).portal}
        signedIn={user !== null}
        sentWithoutScript={sentWithoutScript(await searchParams)}
        known={
          user && registered !== null ? { documentNumber: user.documentNumber, registered } : null
        }
      />
    );
  }

  return { generateMetadata, Page };
}
