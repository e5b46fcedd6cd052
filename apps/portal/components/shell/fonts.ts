import localFont from 'next/font/local';

// Inter (variable weight) from @fontsource: served from our own origin, no Google Fonts call.
// The latin subset covers Spanish: á é í ó ú ü ñ ¿ ¡.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  // `optional`, not `swap`: a font that is not there at the first paint is not swapped in on that
  // page (it is cached for the next), so text never re-flows and nothing moves (CLS 0; the
  // stand-in is sized to Inter: font-fallback.css). e2e: layout.spec.ts «arrives late».
  display: 'optional',
  // The stand-ins while it loads are the UI kit's (`@vivasalud/ui/base.css`, font-fallback.css):
  // per weight, and for Linux and Android too; next/font's own knows only `local(Arial)`.
  adjustFontFallback: false,
  weight: '100 900',
});
