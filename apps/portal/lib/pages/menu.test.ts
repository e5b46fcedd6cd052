import { describe, expect, it } from 'vitest';
import { menuItemsFromNavigation, type NavigationMenuItem } from './menu';

const item = (overrides: Partial<NavigationMenuItem>): NavigationMenuItem => ({
  title: 'Clases grabadas',
  icon: null,
  url: '/clases-grabadas',
  is_external: false,
  children: [],
  ...overrides,
});

// GET /general/category-menu/ of the seeded service (apps/api/seed/documents/navigation.yaml).
const SEEDED: NavigationMenuItem[] = [
  item({
    title: 'Clases y recursos',
    url: null,
    children: [
      item({ title: 'Clases en línea', url: '/clases-en-vivo' }),
      item({ title: 'Clases grabadas', url: '/clases-grabadas' }),
      item({ title: 'Guías y consejos', url: '/guias-y-consejos' }),
    ],
  }),
  item({ title: 'Experiencias presenciales', url: '/experiencias-presenciales' }),
  item({ title: 'Sesiones con expertos', url: '/sesiones-con-expertos' }),
  item({ title: 'Telemedicina', url: '/telemedicina' }),
  item({ title: 'Programas de salud', url: '/programas-de-salud' }),
];

describe('menuItemsFromNavigation', () => {
  it('maps the seeded navigation to the menu of spec §2', () => {
    // The same items as the design system's DEFAULT_MENU_ITEMS.
    expect(menuItemsFromNavigation(SEEDED)).toEqual([
      {
        title: 'Clases y recursos',
        url: '',
        children: [
          { title: 'Clases en línea', url: '/clases-en-vivo' },
          { title: 'Clases grabadas', url: '/clases-grabadas' },
          { title: 'Guías y consejos', url: '/guias-y-consejos' },
        ],
      },
      { title: 'Experiencias presenciales', url: '/experiencias-presenciales' },
      { title: 'Sesiones con expertos', url: '/sesiones-con-expertos' },
      { title: 'Telemedicina', url: '/telemedicina' },
      { title: 'Programas de salud', url: '/programas-de-salud' },
    ]);
  });

  it.each<[string, NavigationMenuItem[] | null | undefined, unknown]>([
    ['no answer', undefined, undefined],
    ['a null list', null, undefined],
    ['an empty list', [], undefined],
    ['only unusable entries', [item({ title: '  ' }), item({ url: null })], undefined],
    ['a plain link', [item({})], [{ title: 'Clases grabadas', url: '/clases-grabadas' }]],
    [
      'a title and address with spaces around',
      [item({ title: '  Telemedicina ', url: ' /telemedicina ' })],
      [{ title: 'Telemedicina', url: '/telemedicina' }],
    ],
    [
      'an external link',
      [item({ title: 'Blog', url: 'https://blog.vivasalud.pe/', is_external: true })],
      [{ title: 'Blog', url: 'https://blog.vivasalud.pe/', is_external: true }],
    ],
    [
      'an icon given as an address',
      [item({ icon: 'https://api.vivasalud.pe/media/icono.webp' })],
      [
        {
          title: 'Clases grabadas',
          url: '/clases-grabadas',
          icon: 'https://api.vivasalud.pe/media/icono.webp',
        },
      ],
    ],
    [
      'an icon given as a name (it would be a broken image)',
      [item({ icon: 'usuario' })],
      [{ title: 'Clases grabadas', url: '/clases-grabadas' }],
    ],
    ['an entry without a title', [item({ title: '' })], undefined],
    ['an entry without an address', [item({ url: null })], undefined],
    ['an unsafe address', [item({ url: 'javascript:alert(1)' })], undefined],
    ['a protocol-relative address', [item({ url: '//evil.example/' })], undefined],
    // Issue #16: one slash that a browser reads as two.
    ['a tab between the slashes', [item({ url: '/\t/evil.example' })], undefined],
    [
      'a newline between the slashes',
      [item({ url: '/\n/evil.example', is_external: true })],
      undefined,
    ],
    ['encoded slashes', [item({ url: '/%2F%2Fevil.example' })], undefined],
    [
      'an icon whose address leaves the site',
      [item({ icon: '/\t/evil.example/pixel.gif' })],
      [{ title: 'Clases grabadas', url: '/clases-grabadas' }],
    ],
    [
      'a parent whose children are all unusable',
      [item({ title: 'Recursos', url: null, children: [item({ url: 'data:text/html,x' })] })],
      undefined,
    ],
    [
      'a parent keeps its usable children only',
      [
        item({
          title: 'Recursos',
          url: null,
          children: [item({ url: 'javascript:x' }), item({ title: 'Guías', url: '/guias' })],
        }),
      ],
      [{ title: 'Recursos', url: '', children: [{ title: 'Guías', url: '/guias' }] }],
    ],
    [
      'a parent with an address of its own keeps it (the Header ignores it)',
      [item({ title: 'Recursos', url: '/recursos', children: [item({})] })],
      [
        {
          title: 'Recursos',
          url: '/recursos',
          children: [{ title: 'Clases grabadas', url: '/clases-grabadas' }],
        },
      ],
    ],
    [
      'a list without children arrays',
      [{ title: 'Pilares', icon: null, url: '/pilares', is_external: false } as NavigationMenuItem],
      [{ title: 'Pilares', url: '/pilares' }],
    ],
  ])('%s', (_, items, expected) => {
    expect(menuItemsFromNavigation(items)).toEqual(expected);
  });
});
