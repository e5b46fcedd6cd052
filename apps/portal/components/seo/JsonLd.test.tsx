import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { breadcrumbList, medicalWebPage, organization } from '@/lib/seo/jsonLd';
import { JsonLd } from './JsonLd';

const HOSTILE = 'Guía </script><script>alert("xss")</script> <!-- & más';

describe('JsonLd', () => {
  describe('given a node whose CMS text tries to close the script', () => {
    const page = medicalWebPage({
      url: 'https://www.vivasalud.pe/guias-y-consejos',
      name: HOSTILE,
      description: '</SCRIPT >',
    });

    it('renders one data block whose text parses back to the same node', () => {
      const { container } = render(<JsonLd data={page} />);
      const scripts = container.querySelectorAll('script');
      expect(scripts).toHaveLength(1);
      expect(scripts[0]!.type).toBe('application/ld+json');
      expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(page);
    });

    it('writes no `<` into the server HTML, so the element cannot be closed early', () => {
      const html = renderToStaticMarkup(<JsonLd data={page} />);
      expect(html.match(/<script/gi)).toHaveLength(1);
      expect(html.match(/<\/script/gi)).toHaveLength(1);
      const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
      expect(body).not.toMatch(/[<>]/);
      expect(body).toContain('\\u003c/script\\u003e');
      expect(JSON.parse(body)).toEqual(page);
    });
  });

  describe('given several nodes', () => {
    it('renders them as one array, skipping a missing one (home has no breadcrumb)', () => {
      const site = 'https://www.vivasalud.pe';
      const publisher = organization({ url: site });
      const trail = breadcrumbList([{ label: 'Pilares del bienestar', href: '/pilares' }], site);
      const { container } = render(<JsonLd data={[publisher, breadcrumbList([], site), trail]} />);
      expect(container.querySelectorAll('script')).toHaveLength(1);
      expect(JSON.parse(container.querySelector('script')!.textContent ?? '')).toEqual([
        publisher,
        trail,
      ]);
    });

    it('renders nothing when every node is missing', () => {
      const { container } = render(<JsonLd data={[undefined, null]} />);
      expect(container.querySelector('script')).toBeNull();
    });
  });
});
