import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CampaignBanner } from '../CampaignBanner';
import { Header } from '../Header';
import { axeViolations } from '../test/axe';
import { SkipLink } from './SkipLink';

/** The page as the portal lays it out: skip link first, then the campaign strip and the header. */
function renderPage() {
  return render(
    <>
      <SkipLink href="#contenido" />
      <CampaignBanner
        copy="Participa en el sorteo."
        linkText="Quiero participar"
        href="/campaign/sorteo-audifonos/signup/"
      />
      <Header skipLink={false} />
      <main id="contenido">
        <h1>Clases en línea</h1>
      </main>
    </>,
  );
}

/** Follows the link and stays on the page (jsdom does not navigate). */
async function follow(user: ReturnType<typeof userEvent.setup>, link: HTMLElement) {
  const stay = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', stay);
  try {
    await user.click(link);
  } finally {
    document.removeEventListener('click', stay);
  }
}

describe('SkipLink', () => {
  describe('given it is rendered with no props', () => {
    it('is "Saltar al contenido", to #contenido', async () => {
      const { container } = render(<SkipLink />);
      expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
        'href',
        '#contenido',
      );
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given it comes first, before the campaign strip and the header', () => {
    it('is the only skip link and the first Tab stop, before the campaign link', async () => {
      const user = userEvent.setup();
      const { container } = renderPage();
      const skipLinks = screen.getAllByRole('link', { name: 'Saltar al contenido' });
      expect(skipLinks).toHaveLength(1);
      await user.tab();
      expect(skipLinks[0]).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Quiero participar' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'VivaSalud' })).toHaveFocus();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when it is followed', () => {
    it('gives the main content focus until focus leaves it, then takes its tabindex back', async () => {
      const user = userEvent.setup();
      renderPage();
      const main = screen.getByRole('main');
      await follow(user, screen.getByRole('link', { name: 'Saltar al contenido' }));
      expect(main).toHaveFocus();
      expect(main).toHaveAttribute('tabindex', '-1');
      expect(main).toHaveAttribute('data-skip-link-target');

      act(() => main.blur());
      expect(main).not.toHaveAttribute('tabindex');
      expect(main).not.toHaveAttribute('data-skip-link-target');
    });

    it('leaves the tabindex of a target that has one', async () => {
      const user = userEvent.setup();
      render(
        <>
          <SkipLink href="#resultados" />
          <section id="resultados" tabIndex={-1} aria-label="Resultados" />
        </>,
      );
      const target = screen.getByRole('region', { name: 'Resultados' });
      await follow(user, screen.getByRole('link', { name: 'Saltar al contenido' }));
      expect(target).toHaveFocus();
      act(() => target.blur());
      expect(target).toHaveAttribute('tabindex', '-1');
      expect(target).not.toHaveAttribute('data-skip-link-target');
    });

    it('does nothing more when the target is missing or its own onClick prevented it', async () => {
      const user = userEvent.setup();
      render(
        <>
          <SkipLink href="#otro">Ir a otro</SkipLink>
          <SkipLink onClick={(event) => event.preventDefault()} />
          <main id="contenido" />
        </>,
      );
      const main = screen.getByRole('main');
      await follow(user, screen.getByRole('link', { name: 'Ir a otro' }));
      await follow(user, screen.getByRole('link', { name: 'Saltar al contenido' }));
      expect(main).not.toHaveFocus();
      expect(main).not.toHaveAttribute('tabindex');
    });
  });
});
