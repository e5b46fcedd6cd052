import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { JsonLd } from '@/components/seo/JsonLd';
import { ContentActions } from '@/components/content/ContentActions';
import { ContentSection } from '@/components/content/ContentSection';
import { loadPage } from '@/lib/pages/load';
import { PageMain } from '@/components/content/PageMain';
import { ResourceGrid } from '@/components/content/ResourceGrid';
import { PromoLinks } from '@/components/promo/PromoLinks';
import { loadPillars } from '@/lib/pillars';
import { canonicalUrl, pageMetadata } from '@/lib/pages/metadata';
import { siteUrl } from '@/lib/pages/site';
import { webPage, webSite } from '@/lib/seo/jsonLd';
import { CallToAction } from './_components/CallToAction';
import { HeroSlider } from './_components/HeroSlider';
import styles from './_components/Home.module.css';
import { LiveClassesBlock } from './_components/LiveClassesBlock';
import { LiveHealthySlider } from './_components/LiveHealthySlider';
import { Mentors } from './_components/Mentors';
import { QuickLinks } from './_components/QuickLinks';
import { extraSections, heroSlides, HOME_FALLBACK_TITLE, homeSeo } from './_lib/blocks';
import { homeBlocks, loadLiveHealthySlides } from './_lib/load';

const PATH = '/';
const SLUG = 'home';
/** The home page's CMS section that heads the Vive sanamente slider. */
const LIVE_HEALTHY_SECTION = 'vive-sanamente';

/**
 * Home (issue #18): the front door, from the home blocks of the service (spec §7). Cached (ISR):
 * the same HTML for everyone, rendered again at most every 300 s. Top to bottom: the hero slider
 * (the header floats over it, spec §2), the page's introduction and quick links, the advantages,
 * the page's topics, the pillars, the upcoming live classes, Vive sanamente, the services and
 * sections, the mentors and the closing call to action.
 *
 * Each block is optional: one whose call fails or answers nothing is left out. The home CMS page
 * (`pages/home/`) is not: when the service cannot be reached its read throws, and Next keeps
 * serving the last good copy of the page (or shows the service-unavailable screen).
 */
export const revalidate = 300;

export async function generateMetadata() {
  const [page, seo] = await Promise.all([loadPage(SLUG), homeBlocks.seo()]);
  return pageMetadata(homeSeo(page, seo), PATH, siteUrl());
}

export default async function HomePage() {
  const [
    page,
    slider,
    hero,
    menu,
    advantages,
    pillars,
    liveClasses,
    liveHealthy,
    services,
    sections,
    mentors,
    callToAction,
    seo,
  ] = await Promise.all([
    loadPage(SLUG),
    homeBlocks.slider(),
    homeBlocks.hero(),
    homeBlocks.menu(),
    homeBlocks.advantages(),
    loadPillars(),
    homeBlocks.liveClasses(),
    loadLiveHealthySlides(),
    homeBlocks.services(),
    homeBlocks.sections(),
    homeBlocks.mentors(),
    homeBlocks.callToAction(),
    homeBlocks.seo(),
  ]);
  const now = new Date();
  const site = siteUrl();
  const seoPage = homeSeo(page, seo);
  const heading = page?.content.heading?.trim() || page?.title?.trim() || HOME_FALLBACK_TITLE;
  const pageSections = page?.sections ?? [];
  const isLiveHealthy = (section: { slug: string }) => section.slug === LIVE_HEALTHY_SECTION;
  // The Vive sanamente block is headed by the page's section of that name (else by the one of
  // `pages/sections/`); every other section shows once.
  const liveHealthySection = pageSections.find(isLiveHealthy) ?? sections?.find(isLiveHealthy);
  const topics = pageSections.filter((section) => !isLiveHealthy(section));
  const moreSections = extraSections(sections, [
    ...pageSections.map((section) => section.slug),
    LIVE_HEALTHY_SECTION,
  ]);

  return (
    <PageMain
      head={
        <>
          <JsonLd
            data={[
              webSite({ url: site }),
              webPage({
                url: canonicalUrl(seoPage, PATH, site),
                name: page?.title ?? HOME_FALLBACK_TITLE,
                description: seoPage.seo?.description,
              }),
            ]}
          />
          {/* The page's name for screen readers and search engines; the hero says it with pictures. */}
          <VisuallyHidden asChild>
            <h1>{heading}</h1>
          </VisuallyHidden>
          <HeroSlider slides={heroSlides(slider, hero)} />
        </>
      }
      foot={<CallToAction page={callToAction} />}
    >
      {(page?.content.subheading?.trim() || (page?.content.actions ?? []).length > 0 || menu) && (
        <div className={styles.Intro}>
          {page?.content.subheading?.trim() && (
            <p className={styles.IntroLead}>{page.content.subheading}</p>
          )}
          <ContentActions actions={page?.content.actions ?? []} />
          <QuickLinks menu={menu} />
        </div>
      )}
      <PromoLinks block={advantages} label="Por qué VivaSalud" />
      {topics.map((section, index) => (
        <ContentSection key={`${section.slug}-${index}`} section={section} />
      ))}
      <PromoLinks block={pillars} label="Pilares" />
      <LiveClassesBlock block={liveClasses} now={now} />
      <LiveHealthySlider slides={liveHealthy} section={liveHealthySection} />
      <ResourceGrid heading="Nuestros servicios" resources={services ?? []} />
      {moreSections.map((section, index) => (
        <ContentSection key={`${section.slug}-${index}`} section={section} />
      ))}
      <Mentors mentors={mentors} />
    </PageMain>
  );
}
