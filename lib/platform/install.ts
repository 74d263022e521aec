import { createEmbeddedTransport } from '../calls/embedded-transport';
import { hasTransport, installTransport } from '../calls/gateway';
import { createHttpTransport } from '../calls/http-transport';
import { getBackend } from './backend';
import { codeFromOriginalApi } from './original-api-codes';

/**
 * Installs this process's transport for every call (docs/architecture.md, "The composition
 * root"): the HTTP one when API_BASE_URL names an API tier, else the embedded backend built from
 * the environment on first use. Idempotent: each entry point calls it (instrumentation.ts at
 * start, the root layout and the prerendered routes during `next build`, whose workers Next starts
 * without the instrumentation hook, the API tier, the scripts); the first one installs.
 */
export function installPlatform(): void {
  if (hasTransport()) return;
  installTransport(
    process.env.API_BASE_URL
      ? createHttpTransport({
          baseUrl: process.env.API_BASE_URL,
          appToken: process.env.API_APP_TOKEN ?? '',
          codeOfRefusal: codeFromOriginalApi,
        })
      : createEmbeddedTransport(getBackend),
  );
}
