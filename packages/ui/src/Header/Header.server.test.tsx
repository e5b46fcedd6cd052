// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from './account-menu';
import { Header } from './Header';

// The apps render the header from their server layouts: nothing may reach for `window` or
// `document` while rendering. Header.test.tsx reads the same HTML through the DOM.
describe('Header', () => {
  describe('given a server render (no DOM)', () => {
    it('renders the navigation and its links, with the submenu closed and hidden', () => {
      expect(typeof document).toBe('undefined');
      const html = renderToString(<Header currentPath="/clases-grabadas" />);
      expect(html).toContain('<nav aria-label="Menú principal"');
      expect(html).toMatch(/<button [^>]*aria-expanded="false"[^>]*>Clases y recursos/);
      expect(html).not.toContain('aria-expanded="true"');
      expect(html).toMatch(/<div [^>]*data-state="closed" hidden="">/);
      // The page being shown is text, not a link to itself (issue #25).
      expect(html).not.toContain('href="/clases-grabadas"');
      expect(html).toMatch(/<span [^>]*aria-current="page"[^>]*>Clases grabadas<\/span>/);
      for (const href of [
        '/clases-en-vivo',
        '/guias-y-consejos',
        '/experiencias-presenciales',
        '/sesiones-con-expertos',
        '/programas-de-salud',
      ]) {
        expect(html).toContain(`href="${href}"`);
      }
    });

    it('renders the greeting of a session the page already knows (issue #25), not «Inicia sesión»', () => {
      const html = renderToString(
        <Header user={{ name: 'Rosa' }} accountMenu={AccountMenu} onLogout={() => {}} />,
      );
      expect(html).toMatch(/<button [^>]*>.*Hola, Rosa/);
      expect(html).not.toContain('Inicia sesión');
    });

    it('without it, a signed-in person is greeted once the menu is fetched (the default)', () => {
      const html = renderToString(<Header user={{ name: 'Rosa' }} />);
      expect(html).toContain('Inicia sesión');
    });
  });
});
