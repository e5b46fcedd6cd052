export { library as default } from '@vivasalud/config/eslint';
