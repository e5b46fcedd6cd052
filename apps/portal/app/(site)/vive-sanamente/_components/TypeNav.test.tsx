import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from 'jotai';
import { TypeNav } from './TypeNav';
import { typeLinks } from './LibraryPage';

vi.mock('next/link', () => import('@/test/next-link'));

const LINKS = typeLinks({
  search: 'dormir',
  category: null,
  pillars: [],
  topics: ['sueno'],
  type: 'video',
  page: 3,
});

describe('TypeNav', () => {
  it('leads to each type’s page with the other filters and the search, from page 1', () => {
    render(
      <Provider>
        <TypeNav
          links={LINKS}
          current="video"
          here="/vive-sanamente/videos?buscar=dormir&tema=sueno&pagina=3"
        />
      </Provider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Tipos de publicación' });
    expect(
      [...nav.querySelectorAll('a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]),
    ).toEqual([
      ['Todas', '/vive-sanamente?buscar=dormir&tema=sueno', null],
      ['Lecturas', '/vive-sanamente/lecturas?buscar=dormir&tema=sueno', null],
      ['Videos', '/vive-sanamente/videos?buscar=dormir&tema=sueno', 'page'],
      ['Podcasts', '/vive-sanamente/podcasts?buscar=dormir&tema=sueno', null],
      ['Infografías', '/vive-sanamente/infografias?buscar=dormir&tema=sueno', null],
    ]);
  });

  it('holds the type in the shared state: a choice is marked at once', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <TypeNav links={LINKS} current="" here="/vive-sanamente?buscar=dormir&tema=sueno" />
      </Provider>,
    );
    // The page shown is marked, not linked (a link to it would do nothing).
    expect(screen.queryByRole('link', { name: 'Todas' })).toBeNull();
    expect(screen.getByText('Todas').getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('link', { name: 'Podcasts' }));
    expect(screen.getByRole('link', { name: 'Podcasts' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('Todas').getAttribute('aria-current')).toBeNull();
  });
});
