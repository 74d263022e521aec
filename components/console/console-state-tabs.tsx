import { cn } from '@/components/ui/cn';
import { focusOutline } from '@/components/ui/form/field-classes';
import { IntentLink } from '@/components/ui/intent-link';

type Props<S extends string> = {
  /** What the tabs choose, for assistive technology ("Messages to show"). */
  label: string;
  states: readonly S[];
  labels: Record<S, string>;
  shown: S;
  /** The list's address showing `state`, from its first page. */
  hrefFor: (state: S) => string;
};

/** The console lists' choice of which items to show (waiting, handled, all…), as links. */
export function ConsoleStateTabs<S extends string>({
  label,
  states,
  labels,
  shown,
  hrefFor,
}: Props<S>) {
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap gap-2">
      {states.map((state) => (
        <IntentLink
          key={state}
          href={hrefFor(state)}
          aria-current={state === shown ? 'page' : undefined}
          className={cn(
            'rounded-full px-4 py-1.5 text-sm font-semibold',
            focusOutline,
            state === shown
              ? 'bg-brand-700 text-white'
              : 'bg-white text-slate-700 ring-1 ring-slate-300',
          )}
        >
          {labels[state]}
        </IntentLink>
      ))}
    </nav>
  );
}
