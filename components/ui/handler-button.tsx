'use client';

import type { ComponentPropsWithRef } from 'react';

import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * A `<button>` that acts only through a handler (its `onClick`, or its form's `onSubmit`):
 * disabled until the page is hydrated, since a press before then has no handler to reach and is
 * lost without a sign, or submits the form the browser's own way. `Button` renders it whenever it
 * is given an `onClick`; `SubmitButton` always.
 */
export function HandlerButton({ disabled, ...props }: ComponentPropsWithRef<'button'>) {
  const hydrated = useHydrated();
  return <button {...props} disabled={!hydrated || disabled} />;
}
