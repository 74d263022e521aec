import { readEnvironment } from '@/lib/env';
import { installClientAddressHook } from '@/lib/limits/client-address';
import { log, logError } from '@/lib/log';
import { installRequestLog } from '@/lib/request-log';

import { startBackgroundWork } from './background-work';
import { getBackend } from './backend';
import { installPlatform } from './install';
import { createApiServer } from '../calls/http-api-server';

/**
 * Runs the student API as its own tier: `npm run api:serve` (PORT, API_APP_TOKEN). Its backend
 * serves every call of the platform's table; the jobs run here.
 */
async function main() {
  const env = readEnvironment(process.env, { apiTier: true });
  installClientAddressHook();
  installRequestLog();
  installPlatform();
  const port = env.PORT ?? 4000;
  const backend = await getBackend();
  const server = createApiServer(backend, { appToken: env.API_APP_TOKEN });
  server.listen(port, () => log.info({ port }, 'Student API listening'));
  await startBackgroundWork();
}

main().catch((error) => {
  logError('The student API could not start', error);
  process.exit(1);
});
