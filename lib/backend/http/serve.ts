import { getBackend } from '../index';
import { createApiServer } from './server';

/** Runs the student API as its own tier: `npm run api:serve` (PORT, API_APP_TOKEN). */
async function main() {
  const port = Number(process.env.PORT ?? 4000);
  const backend = await getBackend();
  const server = createApiServer(backend, { appToken: process.env.API_APP_TOKEN || undefined });
  server.listen(port, () => console.info(`Student API listening on http://localhost:${port}`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
