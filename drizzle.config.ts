import { defineConfig } from 'drizzle-kit';

// Generation only (`npm run db:generate`); the app applies the committed SQL itself on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/backend/db/schema.ts',
  out: './lib/backend/db/migrations',
  strict: true,
  verbose: true,
});
