export { service as default } from '@vivasalud/config/eslint';
