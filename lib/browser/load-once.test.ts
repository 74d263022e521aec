import { loadOnce } from './load-once';

/** A chunk whose first load fails (the network dropped) and whose next one arrives. */
const failsOnceThenLoads = () =>
  jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue('chunk');

it('loads once and keeps the answer', async () => {
  const load = jest.fn(async () => 'chunk');
  const loaded = loadOnce(load);
  expect(await Promise.all([loaded(), loaded()])).toEqual(['chunk', 'chunk']);
  expect(await loaded()).toBe('chunk');
  expect(load).toHaveBeenCalledTimes(1);
});

it('forgets a failed load, so the next call tries again', async () => {
  const load = failsOnceThenLoads();
  const loaded = loadOnce(load);
  await expect(loaded()).rejects.toThrow('ChunkLoadError');
  expect(await loaded()).toBe('chunk');
  expect(load).toHaveBeenCalledTimes(2);
});

it('preloads without a caller: a failure waits for the call that needs the chunk', async () => {
  const load = failsOnceThenLoads();
  const loaded = loadOnce(load);
  loaded.preload();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).toHaveBeenCalledTimes(1);
  expect(await loaded()).toBe('chunk');
  loaded.preload();
  expect(load).toHaveBeenCalledTimes(2);
});
