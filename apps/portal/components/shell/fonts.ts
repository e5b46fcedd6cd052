import localFont from 'next/font/local';

// Inter (variable weight) from @fontsource: served from our own origin, no Google Fonts call.
// The latin subset covers Spanish: á é í ó ú ü ñ ¿ ¡.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '100 900',
});
