import type { ComponentPropsWithoutRef } from 'react';

import { buttonClasses, type Button } from '@/components/ui/button';
import { HandlerButton } from '@/components/ui/handler-button';

type SubmitButtonProps = Omit<ComponentPropsWithoutRef<typeof Button>, 'type'>;

/**
 * The submit button of a form sent by its `onSubmit` handler, styled as `Button`. Until the page
 * is hydrated there is no handler, and the browser would submit the form itself: a GET to the
 * page's own address with every named field in it, a password included. `HandlerButton` keeps it
 * disabled until then, and a disabled default button stops both the press and Enter in a field
 * (docs/accounts.md, "Before the page's script runs").
 */
export function SubmitButton({ variant, size, className, ...props }: SubmitButtonProps) {
  return (
    <HandlerButton
      {...props}
      type="submit"
      className={buttonClasses({ variant, size, className })}
    />
  );
}
