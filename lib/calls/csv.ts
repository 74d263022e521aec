import { stringify } from 'csv-stringify/sync';

/*
 * The console's exports as CSV (RFC 4180, via csv-stringify). A cell a student typed that starts
 * like a formula (=, +, -, @) is quoted as text, so opening the file in a spreadsheet runs nothing.
 */

/** A CSV file of `rows` under a header of `columns`, keyed by the same names. */
export function csvOf<Row extends Record<string, unknown>>(
  columns: readonly { key: keyof Row & string; header: string }[],
  rows: readonly Row[],
): string {
  return stringify(rows as Row[], {
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** A download of `csv` named `fileName`, never cached. */
export function csvResponse(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
    },
  });
}

/** A download's refusal, as JSON like every other answer, never cached. */
export const downloadRefusal = (status: number, message: string) =>
  Response.json(
    { status, message, data: null },
    { status, headers: { 'cache-control': 'no-store' } },
  );
