import type { ReactNode } from 'react';

type Props = {
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

/** One thing a student or visitor wrote, as the console's lists show it. */
export function ReviewCard({ label, author, about, text, action, children }: Props) {
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
