'use client';

import type { ComponentPropsWithRef } from 'react';

import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * A `<button>` that acts only through its `onClick`: disabled until the page is hydrated, since a
 * press before then has no handler to reach and would be lost without a sign. `Button` renders it
 * whenever it is given an `onClick`.
 */
export function HandlerButton({ disabled, ...props }: ComponentPropsWithRef<'button'>) {
  const hydrated = useHydrated();
  return <button {...props} disabled={!hydrated || disabled} />;
}
