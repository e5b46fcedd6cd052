import { nextApp } from '@vivasalud/config/eslint';

export default nextApp('@vivasalud/portal');
