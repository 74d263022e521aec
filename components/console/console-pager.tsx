import { IntentLink } from '@/components/ui/intent-link';

type Props = {
  label: string;
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  hrefFor: (page: number) => string;
  /** The links' words: Newer and Older for lists newest first. */
  previous?: string;
  next?: string;
};

/** "Entries 26–50 of 120" with Newer and Older links, for the console's lists. */
export function ConsolePager({
  label,
  page,
  pageSize,
  shown,
  total,
  hrefFor,
  previous = 'Newer',
  next = 'Older',
}: Props) {
  const first = (page - 1) * pageSize + 1;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <span className="text-slate-600">
        {total === 0 || shown === 0
          ? 'No entries'
          : `Entries ${first}–${first + shown - 1} of ${total}`}
      </span>
      {page > 1 ? (
        <IntentLink href={hrefFor(page - 1)} className="font-semibold text-brand-700">
          {previous}
        </IntentLink>
      ) : null}
      {page * pageSize < total ? (
        <IntentLink href={hrefFor(page + 1)} className="font-semibold text-brand-700">
          {next}
        </IntentLink>
      ) : null}
    </nav>
  );
}
