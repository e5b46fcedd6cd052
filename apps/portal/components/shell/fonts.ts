import localFont from 'next/font/local';

// Inter (variable weight) from @fontsource: served from our own origin, no Google Fonts call.
// The latin subset covers Spanish: á é í ó ú ü ñ ¿ ¡.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  // `optional`, not `swap`: a font that is not there at the first paint is not swapped in on that
  // page (it is cached for the next), so text never re-flows and nothing moves (CLS 0; the
  // fallback, local Arial, is missing on some systems). e2e: layout.spec.ts «arrives late».
  display: 'optional',
  weight: '100 900',
});
