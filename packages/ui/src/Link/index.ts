export { ExternalLink, type ExternalLinkProps } from './ExternalLink';
export { Link, type LinkComponent, type LinkProps } from './Link';
