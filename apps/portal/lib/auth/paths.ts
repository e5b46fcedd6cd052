/** Where "Inicia sesión" leads from `pathname`: back to that page after login (spec §2). */
export function loginHref(pathname: string): string {
  if (!pathname.startsWith('/') || pathname === '/' || pathname.startsWith('/auth')) {
    return '/auth/login';
  }
  return `/auth/login?redirect=${encodeURIComponent(pathname)}`;
}
