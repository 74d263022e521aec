import type { accountCalls } from '@/lib/accounts/calls';
import { accountEndpoints } from '@/lib/accounts/endpoints';

import { bffFor } from './browser-client';
import { lazyBffFor } from './lazy-browser-client';

const loadBff = lazyBffFor<typeof accountCalls>(() =>
  import('@/lib/accounts/endpoints').then((module) => module.accountEndpoints),
);

it('loads the same client the static import gives, once', async () => {
  const first = loadBff();
  expect(loadBff()).toBe(first);
  await expect(first).resolves.toBe(bffFor<typeof accountCalls>(accountEndpoints));
});
