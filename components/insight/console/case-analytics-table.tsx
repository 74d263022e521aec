import type { ReactNode } from 'react';

import { IntentLink as Link } from '@/components/ui/intent-link';

import { consoleCaseHref } from '@/lib/cases/links';
import type { CaseAnalyticsRow } from '@/lib/insight/calls';
import type { CaseSort } from '@/lib/insight/links';
import { caseAnalyticsHref } from '@/lib/insight/links';

import { ConsoleTable, type ConsoleColumn } from '../../console/console-table';

/*
 * Every case's figures as of the last refresh (docs/insight.md), sorted by a column header's
 * link; an editor opens a case from its name. A console table (docs/console.md, "Lists").
 */

type View = { sort: CaseSort; descending: boolean; flagged: boolean };

const figure = (value: number | null, digits = 2) => (value === null ? '–' : value.toFixed(digits));

/** A figure with a smaller line under it (how many it was counted from). */
const withNote = (value: ReactNode, note: string) => (
  <>
    {value}
    <span className="block text-xs text-slate-600">{note}</span>
  </>
);

const COLUMNS: (Omit<ConsoleColumn<CaseAnalyticsRow>, 'sort'> & { sortBy: CaseSort })[] = [
  {
    sortBy: 'case',
    header: 'Case',
    rowHeader: true,
    cell: (row) =>
      withNote(
        <Link href={consoleCaseHref(row.caseId)} className="text-brand-700 underline">
          {row.name || `Case ${row.caseId}`}
        </Link>,
        row.category,
      ),
  },
  {
    sortBy: 'attempts',
    header: 'Attempts',
    numeric: true,
    cell: (row) => withNote(row.attempts, `${row.firstAttempts} first`),
  },
  {
    sortBy: 'facility',
    header: 'Facility',
    numeric: true,
    cell: (row) => figure(row.facility),
  },
  {
    sortBy: 'discrimination',
    header: 'Discrimination',
    numeric: true,
    cell: (row) => figure(row.discrimination),
  },
  {
    sortBy: 'disagreement',
    header: 'Self vs examiner',
    numeric: true,
    cell: (row) => withNote(figure(row.disagreement), `${row.examinerMarked} examiner-marked`),
  },
  {
    sortBy: 'flags',
    header: 'Flags',
    cell: (row) =>
      row.flags.length === 0 ? (
        <span className="text-slate-600">None</span>
      ) : (
        <ul>
          {row.flags.map((flag) => (
            <li key={flag} className="font-semibold text-red-800">
              {flag}
            </li>
          ))}
        </ul>
      ),
  },
];

export function CaseAnalyticsTable({ rows, view }: { rows: CaseAnalyticsRow[]; view: View }) {
  return (
    <ConsoleTable
      label="Case statistics"
      rows={rows}
      rowKey={(row) => row.caseId}
      columns={COLUMNS.map(({ sortBy, ...column }) => {
        const current = view.sort === sortBy;
        return {
          ...column,
          sort: {
            href: caseAnalyticsHref({
              ...view,
              sort: sortBy,
              descending: current && !view.descending,
            }),
            ...(current ? { order: view.descending ? 'descending' : 'ascending' } : {}),
          },
        } satisfies ConsoleColumn<CaseAnalyticsRow>;
      })}
    />
  );
}
