export { FOOTER_YEAR, Footer, type FooterProps, type FooterSocialNetwork } from './Footer';
export {
  FOOTER_LEGAL_LINKS,
  FooterLegalLinks,
  type FooterLegalLinksProps,
} from './FooterLegalLinks';
