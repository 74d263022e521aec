import type { ReactNode } from 'react';

import { paperTexts } from '@/lib/practice/texts';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { HandlerButton } from '@/components/ui/handler-button';

type NavCase = { position: number; flagged: boolean; done: boolean };

/** A tick: the case is answered (or, in the review, marked). */
function DoneMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 12 12"
      aria-hidden
      focusable={false}
      className={cn('absolute right-0.5 bottom-0.5 size-3', className)}
    >
      <path
        d="m2 6.5 2.5 2.5L10 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A flag: the student flagged the case for another look. */
function FlagMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 12 12"
      aria-hidden
      focusable={false}
      className={cn('absolute top-0.5 right-0.5 size-3', className)}
    >
      <path d="M2.5 11V1.5h7L8 4l1.5 2.5h-6V11z" fill="currentColor" />
    </svg>
  );
}

/**
 * The paper's cases as numbered buttons. Each state has a shape of its own as well as a colour
 * with at least 3:1 against what surrounds it (docs/practice.md): the case shown is filled dark
 * with a second outline, an answered (or marked) case carries a tick, a flagged one a flag.
 */
export function PaperCaseNav({
  cases,
  current,
  onChoose,
  doneLabel,
  listKey,
}: {
  cases: NavCase[];
  current: number;
  onChoose: (position: number) => void;
  doneLabel: string;
  /** The line under the list that says what the marks mean. */
  listKey: string;
}) {
  return (
    <nav aria-label={paperTexts.caseList}>
      <ol className="flex flex-wrap gap-2">
        {cases.map((item) => {
          const shown = item.position === current;
          return (
            <li key={item.position}>
              <HandlerButton
                type="button"
                onClick={() => onChoose(item.position)}
                aria-current={shown ? 'step' : undefined}
                className={cn(
                  'relative inline-flex size-11 items-center justify-center rounded-md text-sm font-bold transition-colors focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
                  shown
                    ? 'bg-slate-900 text-white ring-2 ring-slate-900 ring-offset-2'
                    : 'bg-white text-slate-900 ring-1 ring-slate-500 hover:bg-slate-100',
                )}
              >
                {/* One inline run, so the name reads "2, answered" (flex items are spaced apart). */}
                <span>
                  {item.position}
                  <span className="sr-only">
                    {item.done ? `, ${doneLabel}` : ''}
                    {item.flagged ? ', flagged' : ''}
                  </span>
                </span>
                {item.done ? (
                  <DoneMark className={shown ? 'text-white' : 'text-slate-900'} />
                ) : null}
                {item.flagged ? (
                  <FlagMark className={shown ? 'text-amber-300' : 'text-amber-700'} />
                ) : null}
              </HandlerButton>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-xs text-slate-700">{listKey}</p>
    </nav>
  );
}

/**
 * Previous and next case, with what the screen adds between them (the flag). At the first and
 * last case the button stays in the tab order, marked unavailable (`aria-disabled`) rather than
 * disabled: a disabled button would drop the focus it has to the page body.
 */
export function PaperCaseSteps({
  position,
  count,
  onChoose,
  children,
}: {
  position: number;
  count: number;
  onChoose: (position: number) => void;
  children?: ReactNode;
}) {
  const first = position === 1;
  const last = position === count;
  const unavailable = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="ghost"
        onClick={() => !first && onChoose(position - 1)}
        aria-disabled={first || undefined}
        className={cn(unavailable, 'aria-disabled:hover:bg-transparent')}
      >
        {paperTexts.previous}
      </Button>
      {children}
      <Button
        onClick={() => !last && onChoose(position + 1)}
        aria-disabled={last || undefined}
        className={cn(unavailable, 'aria-disabled:hover:bg-brand-700')}
      >
        {paperTexts.next}
      </Button>
    </div>
  );
}
