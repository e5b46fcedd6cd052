/**
 * The forms' resolver whose rules load after the page (issue #32): one implementation, the
 * account forms' (`@vivasalud/auth-forms/lazy-resolver`).
 */
export {
  lazyZodResolver,
  useLazyZodResolver,
  type LazyResolver,
} from '@vivasalud/auth-forms/lazy-resolver';
