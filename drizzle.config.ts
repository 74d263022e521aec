import { defineConfig } from 'drizzle-kit';

// Generation only (`npm run db:generate`); the app applies the committed SQL itself on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
  strict: true,
  verbose: true,
});
