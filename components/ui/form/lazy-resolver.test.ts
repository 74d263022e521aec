import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';

import { lazyZodResolver } from './lazy-resolver';

const mockNotifyError = jest.fn();
jest.mock('@/components/ui/notify', () => ({
  notify: { error: (message: string) => mockNotifyError(message) },
}));

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is Required' })
    .transform((email) => email.toLowerCase()),
});
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

beforeEach(() => jest.clearAllMocks());

it('loads the schema once, on first use or on preload, and checks with it as zodResolver does', async () => {
  const load = jest.fn(async () => schema);
  const { resolver, preload } = lazyZodResolver(load);
  expect(load).not.toHaveBeenCalled();

  preload();
  preload();
  expect(load).toHaveBeenCalledTimes(1);

  const refused = await resolver({ email: ' ' }, undefined, options);
  expect(refused.values).toEqual({});
  expect(refused.errors).toMatchObject({ email: { message: 'Email is Required' } });
  // The schema's output (trimmed, lower-cased) is what the form sends.
  const accepted = await resolver({ email: ' Asha@Example.com ' }, undefined, options);
  expect(accepted).toEqual({ values: { email: 'asha@example.com' }, errors: {} });
  expect(load).toHaveBeenCalledTimes(1);
  expect(mockNotifyError).not.toHaveBeenCalled();
});

it('says something went wrong and sends nothing when the chunk does not arrive, then tries again', async () => {
  const load = jest.fn(async () => schema);
  load
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockRejectedValueOnce(new Error('ChunkLoadError'));
  const { resolver, preload } = lazyZodResolver(load);

  preload(); // a failed preload is silent: the student has not sent anything yet
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockNotifyError).not.toHaveBeenCalled();

  const failed = await resolver({ email: 'asha@example.com' }, undefined, options);
  expect(failed.values).toEqual({});
  expect(failed.errors).toMatchObject({ root: { message: 'Something went wrong' } });
  expect(mockNotifyError).toHaveBeenCalledWith('Something went wrong');

  const retried = await resolver({ email: 'asha@example.com' }, undefined, options);
  expect(retried).toEqual({ values: { email: 'asha@example.com' }, errors: {} });
  expect(load).toHaveBeenCalledTimes(3);
});
