import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';

import { lazyResolver } from './lazy-resolver';

const mockNotifyError = jest.fn();
jest.mock('@/components/ui/notify', () => ({
  notify: { error: (message: string) => mockNotifyError(message) },
}));

const schema = z.object({ email: z.string().min(1, { error: 'Email is Required' }) });
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

beforeEach(() => jest.clearAllMocks());

it('loads the real resolver once, on first use or on preload, and answers as it does', async () => {
  const load = jest.fn(async () => zodResolver(schema));
  const { resolver, preload } = lazyResolver(load);
  expect(load).not.toHaveBeenCalled();

  preload();
  preload();
  expect(load).toHaveBeenCalledTimes(1);

  const refused = await resolver({ email: '' }, undefined, options);
  expect(refused.errors).toMatchObject({ email: { message: 'Email is Required' } });
  const accepted = await resolver({ email: 'asha@example.com' }, undefined, options);
  expect(accepted).toEqual({ values: { email: 'asha@example.com' }, errors: {} });
  expect(load).toHaveBeenCalledTimes(1);
});

it('says something went wrong and sends nothing when the chunk does not arrive, then tries again', async () => {
  const load = jest.fn(async () => zodResolver(schema));
  load
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockRejectedValueOnce(new Error('ChunkLoadError'));
  const { resolver, preload } = lazyResolver(load);

  preload(); // a failed preload is silent: the student has not sent anything yet
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockNotifyError).not.toHaveBeenCalled();

  const failed = await resolver({ email: 'asha@example.com' }, undefined, options);
  expect(failed.values).toEqual({});
  expect(failed.errors).toMatchObject({ root: { message: 'Something went wrong' } });
  expect(mockNotifyError).toHaveBeenCalledWith('Something went wrong');

  const retried = await resolver({ email: 'asha@example.com' }, undefined, options);
  expect(retried.errors).toEqual({});
  expect(load).toHaveBeenCalledTimes(3);
});
