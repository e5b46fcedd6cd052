export { ui as default } from '@vivasalud/config/eslint';
