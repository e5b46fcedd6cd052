import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @vivasalud/api db:generate` writes a new SQL migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/identity-schema.ts'],
  out: './drizzle',
});
