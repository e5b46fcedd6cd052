import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailPage, type DetailItem } from './detail';

afterEach(() => vi.unstubAllEnvs());

const yoga: DetailItem = {
  slug: 'yoga-suave',
  title: 'Yoga suave',
  copy: 'Para empezar.',
  image: null,
};
const params = (slug: string) => Promise.resolve({ slug });

describe('detailPage: one item page of a catalog area', () => {
  const load = vi.fn(async (slug: string) => ({ ...yoga, slug }));
  const detail = detailPage({
    path: '/clases-grabadas',
    title: 'Clases grabadas',
    load,
    openGraph: () => ({ type: 'video.other' }),
  });

  it('gives the item of the address and its own path', async () => {
    expect(await detail.itemOf(params('yoga-suave'))).toEqual({
      item: yoga,
      path: '/clases-grabadas/yoga-suave',
    });
    expect(load).toHaveBeenCalledWith('yoga-suave');
  });

  it('prerenders no item at build (each is rendered on its first request, then cached)', () => {
    expect(detail.generateStaticParams()).toEqual([]);
  });

  it.each([
    [
      'without an image',
      yoga,
      {
        title: 'Yoga suave | Clases grabadas',
        description: 'Para empezar.',
        alternates: { canonical: 'https://vivasalud.example/clases-grabadas/yoga-suave' },
        openGraph: {
          title: 'Yoga suave',
          description: 'Para empezar.',
          url: 'https://vivasalud.example/clases-grabadas/yoga-suave',
          locale: 'es_PE',
          type: 'video.other',
        },
      },
    ],
    [
      'with an image and no text',
      { ...yoga, copy: null, image: 'https://cdn.example/yoga.jpg' },
      {
        title: 'Yoga suave | Clases grabadas',
        description: undefined,
        alternates: { canonical: 'https://vivasalud.example/clases-grabadas/yoga-suave' },
        openGraph: {
          title: 'Yoga suave',
          description: undefined,
          url: 'https://vivasalud.example/clases-grabadas/yoga-suave',
          locale: 'es_PE',
          type: 'video.other',
          images: ['https://cdn.example/yoga.jpg'],
        },
      },
    ],
  ])('the metadata of an item %s', async (_, item, expected) => {
    vi.stubEnv('VIVASALUD_SITE_URL', 'https://vivasalud.example');
    load.mockResolvedValueOnce(item);
    expect(await detail.generateMetadata({ params: params('yoga-suave') })).toEqual(expected);
  });

  it("adds the area's own card facts (a guide's dates)", async () => {
    const guides = detailPage({
      path: '/guias-y-consejos',
      title: 'Guías y consejos',
      load: async () => ({ ...yoga, published_at: '2026-01-02', reviewed_at: '2026-03-04' }),
      openGraph: (guide) => ({
        type: 'article',
        publishedTime: guide.published_at,
        modifiedTime: guide.reviewed_at,
      }),
    });
    const { openGraph } = await guides.generateMetadata({ params: params('yoga-suave') });
    expect(openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-01-02',
      modifiedTime: '2026-03-04',
    });
  });

  it('a failing read (an unknown slug: the not-found screen) is not caught', async () => {
    const notFound = new Error('NEXT_HTTP_ERROR_FALLBACK;404');
    load.mockRejectedValueOnce(notFound);
    await expect(detail.generateMetadata({ params: params('nada') })).rejects.toBe(notFound);
  });
});
