import type { AuditEntry } from '@/lib/operators/calls';

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
    <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              When (UK time)
            </th>
            <th scope="col" className="px-4 py-3">
              Who
            </th>
            <th scope="col" className="px-4 py-3">
              Action
            </th>
            <th scope="col" className="px-4 py-3">
              Record
            </th>
            <th scope="col" className="px-4 py-3">
              Before
            </th>
            <th scope="col" className="px-4 py-3">
              After
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </td>
              <td className="px-4 py-3 text-slate-800">{entry.actor}</td>
              <td className="px-4 py-3 font-mono text-xs text-slate-900">{entry.action}</td>
              <td className="px-4 py-3 text-slate-700">
                {entry.targetType}
                {entry.targetId ? ` #${entry.targetId}` : ''}
              </td>
              <td className="px-4 py-3">
                <Record value={entry.before} />
              </td>
              <td className="px-4 py-3">
                <Record value={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
