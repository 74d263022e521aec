import type { ReactNode } from 'react';

import { cn } from '@/components/ui/cn';
import { focusOutline } from '@/components/ui/form/field-classes';
import { IntentLink } from '@/components/ui/intent-link';

/*
 * The console's list kit (docs/console.md, "Lists"): this table of typed columns, with
 * ConsoleStateTabs (which items to show) and ConsolePager (which page) beside it. Each list page
 * states its columns; the markup, the headings' scope, the empty state and the scrolling box that
 * keeps a wide table from widening the page (320 px screens) are written here once.
 */

/** A column of a console list: its heading and how a row fills its cell. */
export type ConsoleColumn<T> = {
  header: string;
  /** The heading is for screen readers alone (a column of buttons). */
  hideHeader?: boolean;
  /** The row's cell; `index` is its place on this page, from 0 (a list's numbering). */
  cell: (row: T, index: number) => ReactNode;
  /** The cell's classes beyond its padding: `whitespace-nowrap`, a colour (slate-700 unless set). */
  className?: string;
  /** The cell names its row (a member's name): a row header, read before each of the row's cells. */
  rowHeader?: boolean;
  /** Figures: set right, lined up (tabular numbers), heading too. */
  numeric?: boolean;
  /**
   * The list sorts by this column: its heading is the link that sorts by it (`href`), and says
   * when the list is sorted by it now (`order`, as aria-sort).
   */
  sort?: { href: string; order?: 'ascending' | 'descending' };
};

type Props<T> = {
  /** What the list is ("Purchases"): names the table and its scrolling box. */
  label: string;
  /** The columns in order; `false` leaves out one the operator's role does not see. */
  columns: readonly (ConsoleColumn<T> | false)[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Said in place of the table when there are no rows; without it the table stays, empty. */
  empty?: ReactNode;
  /** Rows of several lines keep their cells at the top. */
  alignTop?: boolean;
};

/** One of the console's lists as a table, in a box of its own that scrolls sideways. */
export function ConsoleTable<T>({ label, columns, rows, rowKey, empty, alignTop }: Props<T>) {
  if (rows.length === 0 && empty) return <p className="mt-6 text-slate-700">{empty}</p>;
  const shown = columns.filter((column): column is ConsoleColumn<T> => column !== false);
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (WCAG 2.1.1).
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        // Relative: a visually hidden heading (absolute) is clipped by the box, not the page.
        'relative mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200',
        focusOutline,
      )}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {shown.map((column) => (
              <th
                key={column.header}
                scope="col"
                aria-sort={column.sort?.order}
                className={cn('px-4 py-3', column.numeric && 'text-right')}
              >
                {column.hideHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : column.sort ? (
                  <IntentLink href={column.sort.href} className="text-brand-700 underline">
                    {column.header}
                  </IntentLink>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-100', alignTop && 'align-top')}>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {shown.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cn(
                      'px-4 py-3',
                      column.rowHeader && 'text-left',
                      // A row header is in the row's weight, unless its column sets one.
                      column.rowHeader && !/\bfont-/.test(column.className ?? '') && 'font-normal',
                      column.numeric && 'text-right tabular-nums',
                      column.className ?? 'text-slate-700',
                    )}
                  >
                    {column.cell(row, index)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
