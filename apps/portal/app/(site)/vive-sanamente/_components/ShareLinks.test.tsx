import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinks } from './ShareLinks';

const URL_SHARED = 'https://vivasalud.pe/vive-sanamente/lecturas/como-armar-un-plato-saludable';

afterEach(() => vi.restoreAllMocks());

describe('ShareLinks', () => {
  it('shares by WhatsApp the title and the page’s own address, nothing else', () => {
    render(<ShareLinks title="Cómo armar un plato saludable" url={URL_SHARED} />);
    const link = screen.getByRole('link', { name: /Compartir por WhatsApp/ });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`Cómo armar un plato saludable ${URL_SHARED}`);
  });

  it('copies the address and says so', async () => {
    const user = userEvent.setup();
    render(<ShareLinks title="T" url={URL_SHARED} />);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(URL_SHARED);
    expect(screen.getByRole('status').textContent).toBe('Enlace copiado.');
  });

  it('shows the address to copy by hand when the clipboard is refused', async () => {
    const user = userEvent.setup();
    render(<ShareLinks title="T" url={URL_SHARED} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(screen.getByRole('textbox', { name: /Copia este enlace/ })).toHaveProperty(
      'value',
      URL_SHARED,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
