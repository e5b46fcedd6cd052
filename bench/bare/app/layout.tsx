// The bare page the benchmark compares the portal with: what create-next-app gives, minus the
// fonts and styles, so that its JavaScript is Next's and React's alone.
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
