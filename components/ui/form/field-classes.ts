import { cn } from '@/components/ui/cn';

/*
 * The console's controls' classes, beside the form kit's field (./field.tsx) and kept apart from
 * it because server-rendered pages use them too, and a client module's exports are not callable
 * on the server.
 */

/**
 * The focus indicator of the console's controls: an outline, which forced colours keep (a ring is a
 * box-shadow, which they drop), in slate-900 (over 15:1 on white, against the ring's 1.6:1).
 */
export const focusOutline =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/**
 * Classes shared by the console's text-like controls: smaller than the students', same wiring.
 * `compact` for a control inside a row (a place, a date); `width` replaces the full width.
 */
export function consoleInputClasses(
  invalid = false,
  { compact = false, width = 'w-full' }: { compact?: boolean; width?: string } = {},
) {
  return cn(
    'mt-1 block min-w-0 rounded-md border bg-white text-slate-900 shadow-sm',
    compact ? 'px-2 py-1 text-sm' : 'px-3 py-2 text-base',
    width,
    focusOutline,
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-red-600' : 'border-slate-300',
  );
}

/** The console's file inputs: no border of their own, the same focus indicator. */
export const consoleFileClasses = cn('mt-1 block w-full max-w-full text-sm', focusOutline);
