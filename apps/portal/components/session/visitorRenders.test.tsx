/**
 * Issue #33 (Lighthouse's Total Blocking Time): what the session island costs a visitor's page
 * after it has loaded. A store's update (`useSyncExternalStore`) renders synchronously, in one
 * task of the main thread; the runtime's arrival and its first answer ("a visitor") each rendered
 * the header and the banners again that way, to show what they already showed.
 */
import { siteHttp } from '@vivasalud/api-client/testing';
import { waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type * as CampaignBannerModule from '@vivasalud/ui/campaign-banner';
import type * as HeaderModule from '@vivasalud/ui/header';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomBanners, TopBanners } from '@/components/banners/Banners';
import { SiteHeader } from '@/components/shell/SiteHeader';
import type { ActiveCampaign } from '@/lib/banners/rules';
import { renderWithSession, setupAuthTestServer } from '@/test/auth';
import { setLocation } from '@/test/navigation';
import { useChromeSession } from './snapshot';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => import('@/test/navigation'));

/** How many times the design system's header and campaign strip rendered. */
const renders = vi.hoisted(() => ({ header: 0, strip: 0 }));
vi.mock('@vivasalud/ui/header', async (importOriginal) => {
  const original = await importOriginal<typeof HeaderModule>();
  function Header(props: ComponentProps<typeof original.Header>) {
    renders.header += 1;
    return <original.Header {...props} />;
  }
  return { ...original, Header };
});
vi.mock('@vivasalud/ui/campaign-banner', async (importOriginal) => {
  const original = await importOriginal<typeof CampaignBannerModule>();
  function CampaignBanner(props: ComponentProps<typeof original.CampaignBanner>) {
    renders.strip += 1;
    return <original.CampaignBanner {...props} />;
  }
  return { ...original, CampaignBanner };
});

const server = setupAuthTestServer(fingerprint.load);

const campaign: ActiveCampaign = {
  slug: 'sorteo-audifonos',
  copy: 'Regístrate y participa en el sorteo de',
  copy_strong: 'audífonos inalámbricos',
  link_text: 'Participa aquí',
};

beforeEach(() => {
  renders.header = 0;
  renders.strip = 0;
  setLocation('/pilares');
});

describe('a visitor’s page when the session island answers', () => {
  it('renders the header and the campaign strip once: the answer changes nothing they show', async () => {
    const answered = vi.fn();
    server.use(
      siteHttp.get('/api/auth/get-user', ({ response }) => {
        answered();
        return response(200).json({ isAuthenticated: false, user: null, token: null });
      }),
    );
    let known = false;
    function Known() {
      known = useChromeSession().known;
      return null;
    }
    await renderWithSession(
      <>
        <TopBanners campaign={campaign} />
        <SiteHeader />
        <BottomBanners campaign={campaign} />
        <Known />
      </>,
    );
    await waitFor(() => expect(known).toBe(true));
    expect(answered).toHaveBeenCalledTimes(1);
    // The session is known ("a visitor"), and `<html>` is marked for it…
    await waitFor(() => expect(document.documentElement.getAttribute('data-session')).toBe('out'));
    // …without rendering the header or the strip again.
    expect(renders.header).toBe(1);
    expect(renders.strip).toBe(1);
  });
});
