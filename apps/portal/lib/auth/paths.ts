/** Where "Inicia sesión" leads from `pathname`: back to that page after login (spec §2). */
export function loginHref(pathname: string): string {
  if (!pathname.startsWith('/') || pathname === '/' || pathname.startsWith('/auth')) {
    return '/auth/login';
  }
  return `/auth/login?redirect=${encodeURIComponent(pathname)}`;
}

/** Carries the `redirect` parameter from one auth page to another (login ↔ sign-up). */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
