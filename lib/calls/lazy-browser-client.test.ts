import { bff } from './browser-client';
import { loadBff } from './lazy-browser-client';

it('loads the same client the static import gives, once', async () => {
  const first = loadBff();
  expect(loadBff()).toBe(first);
  await expect(first).resolves.toBe(bff);
});
