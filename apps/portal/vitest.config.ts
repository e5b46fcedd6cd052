import { vitestPreset } from '@vivasalud/config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...vitestPreset.test,
    // Pure logic of the portal (form rules, helpers); pages are covered end to end in e2e/.
    include: ['lib/**/*.test.{ts,tsx}'],
  },
});
