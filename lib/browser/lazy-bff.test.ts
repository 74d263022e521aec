import { bff } from './bff';
import { loadBff } from './lazy-bff';

it('loads the same client the static import gives, once', async () => {
  const first = loadBff();
  expect(loadBff()).toBe(first);
  await expect(first).resolves.toBe(bff);
});
