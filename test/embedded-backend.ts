import { createEmbeddedTransport, installTransport } from '@/lib/calls/api';

import { createTestBackend, type TestBackend } from './test-backend';

/**
 * A test backend for the tests of one file (or `describe`): created before them with the BFF's
 * transport pointed at it, closed after them. Its fields are there once the tests start.
 */
export function embeddedTestBackend(...options: Parameters<typeof createTestBackend>): TestBackend {
  const t = {} as TestBackend;
  beforeAll(async () => {
    Object.assign(t, await createTestBackend(...options));
    installTransport(createEmbeddedTransport(async () => t.backend));
  });
  afterAll(async () => {
    installTransport(undefined);
    await t.close();
  });
  return t;
}
