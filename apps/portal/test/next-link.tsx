/**
 * `next/link` as a plain `<a>`, for the component tests (the App Router is not running):
 *
 *   vi.mock('next/link', () => import('@/test/next-link'));
 *
 * The same stand-in the shared forms' tests use (`@vivasalud/auth-forms/testing/next-link`).
 */
export * from '@vivasalud/auth-forms/testing/next-link';
export { default } from '@vivasalud/auth-forms/testing/next-link';
