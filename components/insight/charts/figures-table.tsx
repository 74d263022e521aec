import type { ReactNode } from 'react';

/*
 * The figures a chart draws, as a table beneath it (docs/insight.md): what a screen reader reads
 * and what anyone can copy. The first column names the row.
 */

export type FiguresColumn<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, for figures. */
  numeric?: boolean;
};

export function FiguresTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  tall = false,
}: {
  caption: string;
  columns: readonly FiguresColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Many rows: the table scrolls in a box of its own height. */
  tall?: boolean;
}) {
  const table = (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="mb-1 text-left font-medium text-slate-800">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={`py-1 pr-4 font-medium ${column.numeric ? 'text-right' : ''}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100">
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.label} scope="row" className="py-1 pr-4 font-normal">
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={column.label}
                  className={`py-1 pr-4 ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // A scrolling box is a stop for the keyboard, so its rows can be scrolled without a mouse; a
  // table is wider than a 320 px screen as often as a long one is taller than the box.
  return (
    <div
      className={`max-w-xl overflow-auto focus:outline-2 focus:outline-blue-700 ${
        tall ? 'max-h-72 rounded border border-slate-200 p-2' : ''
      }`}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      {table}
    </div>
  );
}
