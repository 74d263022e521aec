import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

import { SOMETHING_WENT_WRONG } from '@/lib/calls/call-result';
import { loadOnce } from '@/lib/browser/load-once';

import { notify } from '@/components/ui/notify';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type LazyResolver<Schema extends FormSchema> = {
  /** For `useForm({ resolver })`: loads the schema on first use, then checks with it. */
  resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  /** Starts loading it; for the form's first focus, so it is there by the time it is sent. */
  preload: () => void;
};

/**
 * A form checked with one of the call's zod schemas, loaded in a chunk of its own: zod, the
 * schema's module and the resolver weigh about 30 kB gzipped, and a form needs them only once the
 * student sends it (react-hook-form checks on submit, then on change), so they stay out of the
 * page's first load. `loadSchema` is a dynamic import:
 *
 *   const validation = lazyZodResolver(() => import('@/lib/accounts/calls').then((m) => m.loginSchema));
 *
 * Should the chunk fail to arrive (the network dropped), the student is told and nothing is sent;
 * the next try loads it again.
 */
export function lazyZodResolver<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<Schema> {
  type SchemaResolver = LazyResolver<Schema>['resolver'];
  const loaded = loadOnce(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as SchemaResolver,
    ),
  );

  const resolver: SchemaResolver = async (values, context, options) => {
    let real: SchemaResolver;
    try {
      real = await loaded();
    } catch {
      void notify.error(SOMETHING_WENT_WRONG);
      const errors = { root: { type: 'unavailable', message: SOMETHING_WENT_WRONG } };
      return { values: {}, errors: errors as FieldErrors<z.input<Schema>> };
    }
    return real(values, context, options);
  };

  return { resolver, preload: loaded.preload };
}
