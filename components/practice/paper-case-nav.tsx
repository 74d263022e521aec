import type { ReactNode } from 'react';

import { paperTexts } from '@/lib/practice/texts';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

type NavCase = { position: number; flagged: boolean; done: boolean };

/** The paper's cases as numbered buttons: flagged ones marked, answered (or marked) ones filled. */
export function PaperCaseNav({
  cases,
  current,
  onChoose,
  doneLabel,
}: {
  cases: NavCase[];
  current: number;
  onChoose: (position: number) => void;
  doneLabel: string;
}) {
  return (
    <nav aria-label="Cases">
      <ol className="flex flex-wrap gap-2">
        {cases.map((item) => (
          <li key={item.position}>
            <button
              type="button"
              onClick={() => onChoose(item.position)}
              aria-current={item.position === current ? 'step' : undefined}
              className={cn(
                'relative inline-flex size-10 items-center justify-center rounded-md text-sm font-semibold ring-1 ring-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                item.done ? 'bg-slate-200 text-slate-900' : 'bg-white text-slate-700',
                item.position === current && 'ring-2 ring-brand-700',
              )}
            >
              {item.position}
              <span className="sr-only">
                {item.done ? `, ${doneLabel}` : ''}
                {item.flagged ? ', flagged' : ''}
              </span>
              {item.flagged ? (
                <span
                  aria-hidden
                  className="absolute -top-1 -right-1 size-3 rounded-full bg-amber-500 ring-2 ring-white"
                />
              ) : null}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Previous and next case, with what the screen adds between them (the flag). */
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
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="ghost" onClick={() => onChoose(position - 1)} disabled={position === 1}>
        {paperTexts.previous}
      </Button>
      {children}
      <Button onClick={() => onChoose(position + 1)} disabled={position === count}>
        {paperTexts.next}
      </Button>
    </div>
  );
}
