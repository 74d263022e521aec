'use client';

import { useId, useState, type ReactNode } from 'react';

import { cn } from '@/components/ui/cn';

import { Field } from './field';

const STARS = [1, 2, 3, 4, 5];

type StarRatingFieldProps = {
  label: ReactNode;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  error?: string;
  id?: string;
  disabled?: boolean;
};

/**
 * One to five stars with a hover preview; a labelled radio group for keyboards (arrow keys) and
 * screen readers, with its message.
 */
export function StarRatingField({
  label,
  value,
  onChange,
  error,
  id,
  disabled,
}: StarRatingFieldProps) {
  const madeUp = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <Field id={id ?? madeUp} label={label} error={error} group>
      {(control) => (
        <div role="radiogroup" {...control} className="flex gap-1" onMouseLeave={() => setHover(0)}>
          {STARS.map((star) => (
            <button
              key={star}
              type="button"
              role="radio"
              aria-checked={value === star}
              aria-label={`${star} star${star > 1 ? 's' : ''}`}
              data-lit={star <= shown ? 'true' : 'false'}
              tabIndex={value === star || (value === 0 && star === 1) ? 0 : -1}
              disabled={disabled}
              onMouseEnter={() => setHover(star)}
              onFocus={() => setHover(0)}
              onClick={() => onChange(star)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  onChange(Math.min(5, (value || 0) + 1));
                } else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') {
                  event.preventDefault();
                  onChange(Math.max(1, (value || 2) - 1));
                }
              }}
              className="rounded-md p-0.5 transition-transform hover:scale-110"
            >
              <svg
                viewBox="0 0 24 24"
                width="32"
                height="32"
                aria-hidden
                focusable={false}
                className={cn(
                  'transition-colors',
                  star <= shown
                    ? 'fill-amber-400 stroke-amber-500'
                    : 'fill-slate-200 stroke-slate-300',
                )}
                strokeWidth="1.2"
              >
                <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z" />
              </svg>
            </button>
          ))}
        </div>
      )}
    </Field>
  );
}
