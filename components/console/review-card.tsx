import type { ReactNode } from 'react';

/*
 * The list kit's shape for what students and visitors wrote (docs/console.md, "Lists"): feedback,
 * comments and the inbox. Like ConsoleTable, the page states its rows, their key, the list's name
 * and what is said when there are none; each row is a card rather than a table's row, since it
 * holds a paragraph of text, its decision and, in the inbox, a reply form, which a table's cell
 * would squeeze on a narrow screen.
 */

type CardProps = {
  /** What the card is, for assistive technology ("Comment by …"). */
  label: string;
  author: { name: string; email: string };
  /** Where and when it was written. */
  about: ReactNode;
  text: string;
  /** The operator's decision on it. */
  action: ReactNode;
  /** What the operator did with it, or may still do, below the text (a reply and its form). */
  children?: ReactNode;
};

/** One thing a student or visitor wrote, as the console's lists of writings show it. */
function ReviewCard({ label, author, about, text, action, children }: CardProps) {
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {author.name} <span className="font-normal text-slate-600">({author.email})</span>
          </p>
          <p className="mt-0.5 text-sm text-slate-600">{about}</p>
          <p className="mt-3 whitespace-pre-line text-slate-800">{text}</p>
        </div>
        {action}
      </div>
      {children}
    </li>
  );
}

type ListProps<T> = {
  /** What the list is ("Feedback"): names it for assistive technology. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Said in place of the list when there are no rows. */
  empty: ReactNode;
  /** How a row reads as a card: who wrote it, where and when, what, and the decision on it. */
  card: (row: T) => CardProps;
};

/** A console list of writings, newest first as its call answers them, one card each. */
export function ReviewList<T>({ label, rows, rowKey, empty, card }: ListProps<T>) {
  if (rows.length === 0) return <p className="mt-6 text-slate-700">{empty}</p>;
  return (
    <ul aria-label={label} className="mt-6 space-y-3">
      {rows.map((row) => (
        <ReviewCard key={rowKey(row)} {...card(row)} />
      ))}
    </ul>
  );
}
