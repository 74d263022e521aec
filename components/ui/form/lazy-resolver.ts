import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

import { SOMETHING_WENT_WRONG } from '@/lib/browser/bff';

import { notify } from '@/components/ui/notify';

export type LazyResolver<R> = {
  /** For `useForm({ resolver })`: loads the real resolver on first use, then defers to it. */
  resolver: R;
  /** Starts loading it; for the form's first focus, so it is there by the time it is sent. */
  preload: () => void;
};

/**
 * A form's validation in a chunk of its own. The contract's zod schemas and their resolver weigh
 * about 40 kB gzipped, and a form needs them only once the student sends it (react-hook-form
 * checks on submit, then on change), so they stay out of the page's first load. Should the chunk
 * fail to arrive (the network dropped), the student is told and nothing is sent; the next try
 * loads it again.
 */
export function lazyResolver<Values extends FieldValues, Context, Output extends FieldValues>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): LazyResolver<Resolver<Values, Context, Output>> {
  type R = Resolver<Values, Context, Output>;
  let loading: Promise<R> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  const resolver: R = async (values, context, options) => {
    let real: R;
    try {
      real = await loaded();
    } catch {
      void notify.error(SOMETHING_WENT_WRONG);
      const errors = { root: { type: 'unavailable', message: SOMETHING_WENT_WRONG } };
      return { values: {}, errors: errors as FieldErrors<Values> };
    }
    return real(values, context, options);
  };

  return {
    resolver,
    preload: () => {
      loaded().catch(() => {});
    },
  };
}
