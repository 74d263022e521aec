import { IntentLink as Link } from '@/components/ui/intent-link';

import { consoleCaseHref } from '@/lib/cases/links';
import type { CaseAnalyticsRow } from '@/lib/insight/calls';
import type { CaseSort } from '@/lib/insight/links';
import { caseAnalyticsHref } from '@/lib/insight/links';

/*
 * Every case's figures as of the last refresh (docs/insight.md), sorted by a column header's
 * link; an editor opens a case from its name.
 */

type View = { sort: CaseSort; descending: boolean; flagged: boolean };

const figure = (value: number | null, digits = 2) => (value === null ? '–' : value.toFixed(digits));

const COLUMNS: { sort: CaseSort; label: string; numeric?: boolean }[] = [
  { sort: 'case', label: 'Case' },
  { sort: 'attempts', label: 'Attempts', numeric: true },
  { sort: 'facility', label: 'Facility', numeric: true },
  { sort: 'discrimination', label: 'Discrimination', numeric: true },
  { sort: 'disagreement', label: 'Self vs examiner', numeric: true },
  { sort: 'flags', label: 'Flags' },
];

export function CaseAnalyticsTable({ rows, view }: { rows: CaseAnalyticsRow[]; view: View }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Case statistics</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {COLUMNS.map((column) => {
              const current = view.sort === column.sort;
              const next = { ...view, sort: column.sort, descending: current && !view.descending };
              return (
                <th
                  key={column.sort}
                  scope="col"
                  aria-sort={current ? (view.descending ? 'descending' : 'ascending') : undefined}
                  className={`px-4 py-2 font-semibold ${column.numeric ? 'text-right' : ''}`}
                >
                  <Link href={caseAnalyticsHref(next)} className="text-brand-700 underline">
                    {column.label}
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.caseId} className="border-b border-slate-100">
              <th scope="row" className="px-4 py-2 font-normal">
                <Link href={consoleCaseHref(row.caseId)} className="text-brand-700 underline">
                  {row.name || `Case ${row.caseId}`}
                </Link>
                <span className="block text-xs text-slate-600">{row.category}</span>
              </th>
              <td className="px-4 py-2 text-right">
                {row.attempts}
                <span className="block text-xs text-slate-600">{row.firstAttempts} first</span>
              </td>
              <td className="px-4 py-2 text-right">{figure(row.facility)}</td>
              <td className="px-4 py-2 text-right">{figure(row.discrimination)}</td>
              <td className="px-4 py-2 text-right">
                {figure(row.disagreement)}
                <span className="block text-xs text-slate-600">
                  {row.examinerMarked} examiner-marked
                </span>
              </td>
              <td className="px-4 py-2">
                {row.flags.length === 0 ? (
                  <span className="text-slate-600">None</span>
                ) : (
                  <ul>
                    {row.flags.map((flag) => (
                      <li key={flag} className="font-semibold text-red-800">
                        {flag}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
