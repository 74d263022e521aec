import type { AuditEntry } from '@/lib/operators/calls';

import { ConsoleTable } from './console-table';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

function Record({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span className="text-slate-400">—</span>;
  return (
    <pre className="max-w-md overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-800">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The log's entries as a table: when, who, what, on which record, before and after. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ConsoleTable
      label="Audit log"
      rows={entries}
      rowKey={(entry) => entry.id}
      alignTop
      columns={[
        {
          header: 'When (UK time)',
          className: 'whitespace-nowrap text-slate-700',
          cell: (entry) => <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>,
        },
        { header: 'Who', className: 'text-slate-800', cell: (entry) => entry.actor },
        {
          header: 'Action',
          className: 'font-mono text-xs text-slate-900',
          cell: (entry) => entry.action,
        },
        {
          header: 'Record',
          cell: (entry) => `${entry.targetType}${entry.targetId ? ` #${entry.targetId}` : ''}`,
        },
        { header: 'Before', className: '', cell: (entry) => <Record value={entry.before} /> },
        { header: 'After', className: '', cell: (entry) => <Record value={entry.after} /> },
      ]}
    />
  );
}
