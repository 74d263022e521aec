import { SCHEMA_LOCK_KEY } from '@/lib/cache/shared-cache-handler.mjs';

import { ADVISORY_LOCK_KEYS } from './advisory-locks';

it('gives every purpose its own advisory lock key', () => {
  const keys = Object.values(ADVISORY_LOCK_KEYS);
  expect(new Set(keys).size).toBe(keys.length);
});

it('is the list the shared cache handler takes its key from', () => {
  expect(SCHEMA_LOCK_KEY).toBe(ADVISORY_LOCK_KEYS.cacheSchema);
});
