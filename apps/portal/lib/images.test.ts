import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_WIDTHS, DEVICE_SIZES, IMAGE_SIZES, imagesConfig, mediaPattern } from './images';

describe('imagesConfig', () => {
  it('serves the widths and quality of spec §9, AVIF first then WebP', () => {
    const config = imagesConfig({});
    expect(config.deviceSizes).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(config.qualities).toEqual([50, 75]);
    expect(config.formats).toEqual(['image/avif', 'image/webp']);
  });

  it('keeps image sizes ascending and below the smallest device size', () => {
    expect([...IMAGE_SIZES]).toEqual([...IMAGE_SIZES].sort((a, b) => a - b));
    expect(Math.max(...IMAGE_SIZES)).toBeLessThan(Math.min(...DEVICE_SIZES));
  });

  it.each([CARD_IMAGE_WIDTHS.large, CARD_IMAGE_WIDTHS.small])(
    'has a size for a %i px card image at 1x and 2x (spec §2)',
    (width) => {
      expect(IMAGE_SIZES).toContain(width);
      expect(IMAGE_SIZES).toContain(width * 2);
    },
  );

  it.each([
    [
      'local development',
      {},
      {
        protocol: 'http',
        hostname: 'localhost',
        port: '4000',
        pathname: '/media/**',
        search: '',
      },
      true,
    ],
    [
      'production',
      { VIVASALUD_SITE_URL: 'https://www.vivasalud.pe' },
      {
        protocol: 'https',
        hostname: 'api.vivasalud.pe',
        port: '',
        pathname: '/media/**',
        search: '',
      },
      false,
    ],
    [
      'qa',
      { VIVASALUD_SITE_URL: 'https://www.qa.vivasalud.pe' },
      {
        protocol: 'https',
        hostname: 'api.qa.vivasalud.pe',
        port: '',
        pathname: '/media/**',
        search: '',
      },
      false,
    ],
    [
      'a content API set apart',
      {
        VIVASALUD_SITE_URL: 'https://www.vivasalud.pe',
        VIVASALUD_CONTENT_API_URL: 'https://contenido.vivasalud.pe:8443/content',
      },
      {
        protocol: 'https',
        hostname: 'contenido.vivasalud.pe',
        port: '8443',
        pathname: '/media/**',
        search: '',
      },
      false,
    ],
  ])(
    '%s: optimizes only the content service’s /media/** (local IPs allowed: %s)',
    (_, env, pattern, localIp) => {
      const config = imagesConfig(env);
      expect(config.remotePatterns).toEqual([pattern]);
      expect(config.dangerouslyAllowLocalIP ?? false).toBe(localIp);
      expect(config.maximumRedirects).toBe(0);
    },
  );

  it('allows only the portal’s own /images/** as local images, without a query', () => {
    expect(imagesConfig({}).localPatterns).toEqual([{ pathname: '/images/**', search: '' }]);
  });

  it('gives new arrays on each call (Next.js appends its own local patterns)', () => {
    const first = imagesConfig({});
    first.localPatterns?.push({ pathname: '/_next/static/media/**', search: '' });
    first.deviceSizes?.push(4096);
    expect(imagesConfig({}).localPatterns).toHaveLength(1);
    expect(imagesConfig({}).deviceSizes).toHaveLength(8);
  });
});

describe('mediaPattern', () => {
  it.each([
    ['http://127.0.0.1:4100', 'http', '127.0.0.1', '4100'],
    ['https://api.vivasalud.pe', 'https', 'api.vivasalud.pe', ''],
  ])('%s', (origin, protocol, hostname, port) => {
    expect(mediaPattern(origin)).toEqual({
      protocol,
      hostname,
      port,
      pathname: '/media/**',
      search: '',
    });
  });
});
