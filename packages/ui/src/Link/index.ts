export {
  ExternalLink,
  Link,
  type ExternalLinkProps,
  type LinkComponent,
  type LinkProps,
} from './Link';
