import { defineConfig } from 'eslint/config';
import { library } from '@vivasalud/config/eslint';

export default defineConfig(library, {
  // The e2e suite drives the built apps and is imported by nothing: the site-contract fuzzer
  // checks every answer with the reference service's own contract validator (one Ajv setup for
  // the three documents) rather than a second copy of it.
  files: ['tests/site-contract-fuzz.spec.ts'],
  rules: { 'no-restricted-imports': 'off' },
});
