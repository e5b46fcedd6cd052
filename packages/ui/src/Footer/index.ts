export {
  FOOTER_LEGAL_LINKS,
  FOOTER_YEAR,
  Footer,
  type FooterProps,
  type FooterSocialNetwork,
} from './Footer';
