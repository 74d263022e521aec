'use client';

import type { ComponentPropsWithoutRef } from 'react';

import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';

type SubmitButtonProps = Omit<ComponentPropsWithoutRef<typeof Button>, 'type'>;

/**
 * The submit button of a form sent by its `onSubmit` handler. Until the page is hydrated there is
 * no handler, and the browser would submit the form itself: a GET to the page's own address with
 * every named field in it, a password included. A disabled default button stops both the press
 * and Enter in a field (docs/accounts.md, "Before the page's script runs").
 */
export function SubmitButton({ disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={!hydrated || disabled} />;
}
