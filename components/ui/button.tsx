import type { ComponentPropsWithoutRef } from 'react';

import { cn } from '@/components/ui/cn';
import { HandlerButton } from '@/components/ui/handler-button';
import { IntentLink, type IntentLinkProps } from '@/components/ui/intent-link';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-slate-900 text-white shadow-sm hover:bg-slate-700',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-brand-700',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
  /** What cannot be undone (cancelling a live session). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** Class names for anything that should look like a button (buttons, links, labels). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

/**
 * A button. Given an `onClick` it stays disabled until the page is hydrated (`HandlerButton`);
 * without one (a form's submit button sent by a server action, a disabled placeholder) it is
 * plain HTML, so a server component can render it.
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: StyleProps & ComponentPropsWithoutRef<'button'>) {
  const Element = props.onClick ? HandlerButton : 'button';
  return <Element type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** An internal link styled as a button. */
export function ButtonLink({ variant, size, className, ...props }: StyleProps & IntentLinkProps) {
  return <IntentLink className={buttonClasses({ variant, size, className })} {...props} />;
}
