import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MENU_ITEMS,
  NAVIGATION_MENU_TIMINGS,
  selectMenuItems,
  type MenuItem,
} from './menuItems';

const titles = (items: readonly MenuItem[]) => items.map((item) => item.title);

describe('selectMenuItems', () => {
  describe('given the default menu (spec §2)', () => {
    it.each([
      {
        who: 'a pro member',
        isPro: true,
        expected: [
          'Clases y recursos',
          'Experiencias presenciales',
          'Sesiones con expertos',
          'Telemedicina',
        ],
      },
      {
        who: 'everyone else',
        isPro: false,
        expected: [
          'Clases y recursos',
          'Experiencias presenciales',
          'Sesiones con expertos',
          'Programas de salud',
        ],
      },
    ])('shows $who: $expected', ({ isPro, expected }) => {
      expect(titles(selectMenuItems(DEFAULT_MENU_ITEMS, isPro))).toEqual(expected);
    });

    it('keeps the "Clases y recursos" submenu for both', () => {
      for (const isPro of [true, false]) {
        const [classes] = selectMenuItems(DEFAULT_MENU_ITEMS, isPro);
        expect(classes?.children?.map((child) => [child.title, child.url])).toEqual([
          ['Clases en línea', '/clases-en-vivo'],
          ['Clases grabadas', '/clases-grabadas'],
          ['Guías y consejos', '/guias-y-consejos'],
        ]);
      }
    });
  });

  describe('given content-managed items', () => {
    it.each([
      // [url as the content API may write it, shown to pro, shown to everyone else]
      ['/telemedicina', true, false],
      ['/telemedicina/', true, false],
      ['/Telemedicina?origen=menu', true, false],
      ['/telemedicina#inicio', true, false],
      ['/programas-de-salud', false, true],
      ['/programas-de-salud/', false, true],
      ['/PROGRAMAS-DE-SALUD', false, true],
      ['/telemedicina/fin-telemedicina', true, true],
      ['/programas-bienestar', true, true],
      ['/sesiones-con-expertos', true, true],
      ['', true, true],
    ])('%s → pro %s, others %s', (url, shownToPro, shownToOthers) => {
      const items: MenuItem[] = [{ title: 'Destino', url }];
      expect(selectMenuItems(items, true)).toHaveLength(shownToPro ? 1 : 0);
      expect(selectMenuItems(items, false)).toHaveLength(shownToOthers ? 1 : 0);
    });

    it('filters submenus the same way and keeps the order', () => {
      const items: MenuItem[] = [
        { title: 'Inicio', url: '/' },
        {
          title: 'Salud',
          url: '',
          children: [
            { title: 'Telemedicina', url: '/telemedicina' },
            { title: 'Programas de salud', url: '/programas-de-salud' },
            { title: 'Bienestar', url: '/programas-bienestar' },
          ],
        },
      ];
      expect(selectMenuItems(items, true)[1]?.children?.map((c) => c.title)).toEqual([
        'Telemedicina',
        'Bienestar',
      ]);
      expect(selectMenuItems(items, false)[1]?.children?.map((c) => c.title)).toEqual([
        'Programas de salud',
        'Bienestar',
      ]);
    });

    it('does not change the items it was given', () => {
      const items: MenuItem[] = [
        { title: 'Salud', url: '', children: [{ title: 'Telemedicina', url: '/telemedicina' }] },
      ];
      selectMenuItems(items, false);
      expect(items[0]?.children).toHaveLength(1);
    });
  });
});

describe('NAVIGATION_MENU_TIMINGS', () => {
  it('are the values of spec §9: open 200 ms, skip 300 ms, close 150 ms', () => {
    expect(NAVIGATION_MENU_TIMINGS).toEqual({
      openDelayMs: 200,
      skipDelayMs: 300,
      closeDelayMs: 150,
    });
  });
});
