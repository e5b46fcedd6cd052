import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import { Button } from '@vivasalud/ui/button';
import { campaignPhase, periodText, type Campaign } from '../_lib/campaign';
import { campaignPath, participatePath, resultPath, signupPath, termsPath } from '@/lib/routes';
import type { ComponentType } from 'react';
import type { CampaignAccessProps } from './CampaignAccess';
import type { KnownParticipation } from './Participation';
import styles from './Campaign.module.css';

export interface CampaignStepProps {
  campaign: Campaign;
  step: 'signup' | 'participate';
  /** The step's form (`SignupAccess` or `ParticipateAccess`), chosen by the page's file. */
  Access: ComponentType<CampaignAccessProps>;
  now: Date;
  portalUrl: string;
  /** Whether the server found a signed-in person: they are offered to take part, not to sign up. */
  signedIn?: boolean;
  /** Whether that person already takes part, as the server read it (null: the page asks). */
  known?: KnownParticipation | null;
  /** The browser posted the page's form itself (`?sin-js=1`): the form says what it needs. */
  sentWithoutScript?: boolean;
}

const STEP_LABEL = { signup: 'Inscripción', participate: 'Participación' } as const;

/**
 * The sign-up and participation pages of a giveaway (spec §2): the campaign's title and dates,
 * then the form or the participation. Before it opens the page says when it starts, with no
 * form; after its end date the pages route to its result instead (the page files).
 */
export function CampaignStep({
  campaign,
  step,
  Access,
  now,
  portalUrl,
  signedIn = false,
  known = null,
  sentWithoutScript = false,
}: CampaignStepProps) {
  const phase = campaignPhase(campaign, now);
  const landing = campaignPath(campaign.slug);
  const shown = signedIn ? 'participate' : step;
  return (
    <main id="contenido" className={styles.Page}>
      <Breadcrumb
        homeHref="/"
        items={[
          { label: campaign.title, href: landing },
          {
            label: STEP_LABEL[shown],
            href: step === 'signup' ? signupPath(campaign.slug) : participatePath(campaign.slug),
          },
        ]}
      />
      <header>
        <h1 className={styles.Title}>{campaign.title}</h1>
        <p className={styles.Summary}>{campaign.summary}</p>
      </header>
      {phase === 'open' ? (
        <>
          <p className={styles.Period}>{periodText(campaign, now)}</p>
          <div className={styles.Card}>
            {/* The session's provider is the layout's, seeded by the server (`(session)`). */}
            <Access
              portalUrl={portalUrl}
              signupHref={signupPath(campaign.slug)}
              participateHref={participatePath(campaign.slug)}
              landingHref={landing}
              sentWithoutScript={sentWithoutScript}
              participation={{
                slug: campaign.slug,
                title: campaign.title,
                drawDate: campaign.terms?.draw_date ?? null,
                termsHref: campaign.terms ? termsPath(campaign.slug) : null,
                known,
                sentWithoutScript,
              }}
            />
          </div>
        </>
      ) : (
        <>
          <p className={styles.Notice} role="status">
            {periodText(campaign, now)}
          </p>
          <div className={styles.Actions}>
            <Button asChild variant="outline">
              <a href={phase === 'ended' ? resultPath(campaign.slug) : landing}>
                {phase === 'ended' ? 'Ver el resultado' : 'Volver a la campaña'}
              </a>
            </Button>
          </div>
        </>
      )}
    </main>
  );
}
