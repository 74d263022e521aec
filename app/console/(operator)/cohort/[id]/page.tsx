import type { Metadata } from 'next';

import { loadConsoleRecordPage } from '@/lib/platform/console-record-page';
import { roleMayCall } from '@/lib/access/roles';
import { insightEndpoints } from '@/lib/insight/endpoints';
import { consoleCohortCsvHref } from '@/lib/insight/links';
import { dayLabel, share } from '@/lib/insight/texts';
import { idFromUrl } from '@/lib/url-ids';

import { ReadAlert } from '@/components/console/read-alert';
import { ConsoleTable } from '@/components/console/console-table';
import { CohortForm } from '@/components/insight/console/cohort-forms';

export const metadata: Metadata = { title: 'Cohort' };

/** A column of counts: figures that line up. */
const NUMBER = 'tabular-nums text-slate-700';

type Props = { params: Promise<{ id: string }> };

/**
 * A cohort's members and how each is doing: lessons watched to the end, papers, cases seen of the
 * bank, mean score, weakest system, and the at-risk list (docs/insight.md, "Cohorts").
 */
export default async function CohortPage({ params }: Props) {
  const report = await loadConsoleRecordPage('cohortReport', params, {
    key: ({ id }) => idFromUrl(id),
    input: (cohortId) => ({ cohortId }),
  });
  if (!report) return null;
  if (report.kind !== 'listed') return <ReadAlert message={report.message} />;
  const { name, bank, members } = report.data;
  const atRisk = members.filter((member) => member.atRisk.length > 0);
  const mayAdd = roleMayCall(insightEndpoints.addCohortMembers, report.role);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{name}</h1>
      <p className="mt-2 text-sm text-slate-700">
        {members.length} {members.length === 1 ? 'student' : 'students'}.{' '}
        <a
          href={consoleCohortCsvHref(report.data.cohortId)}
          className="font-semibold text-brand-700 underline"
          download
        >
          Download CSV
        </a>
      </p>

      <section aria-labelledby="at-risk" className="mt-6">
        <h2 id="at-risk" className="text-lg font-bold text-slate-900">
          At risk
        </h2>
        {atRisk.length === 0 ? (
          <p className="mt-2 text-slate-700">No one: everyone has been active and scoring.</p>
        ) : (
          <ul className="mt-2 list-disc pl-6 text-slate-800">
            {atRisk.map((member) => (
              <li key={member.studentId}>
                <strong>{member.studentName}</strong> ({member.email}): {member.atRisk.join(', ')}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConsoleTable
        label="Students’ progress"
        rows={members}
        rowKey={(member) => member.studentId}
        columns={[
          {
            header: 'Student',
            rowHeader: true,
            cell: (member) => (
              <>
                {member.studentName}
                <span className="block text-xs text-slate-600">{member.email}</span>
              </>
            ),
            className: 'text-slate-900',
          },
          {
            header: 'Lessons watched',
            cell: (member) => member.lessonsCompleted,
            className: NUMBER,
          },
          { header: 'Papers', cell: (member) => member.papers, className: NUMBER },
          {
            header: 'Cases seen',
            cell: (member) => `${member.casesSeen} of ${bank}`,
            className: NUMBER,
          },
          {
            header: 'Mean score',
            cell: (member) => (member.meanScore === null ? '–' : share(member.meanScore)),
            className: NUMBER,
          },
          { header: 'Weakest system', cell: (member) => member.weakestSystem ?? '–' },
          {
            header: 'Last active',
            cell: (member) => (member.lastActive === null ? 'Never' : dayLabel(member.lastActive)),
          },
        ]}
      />

      {mayAdd ? (
        <section aria-labelledby="add-members" className="mt-10">
          <h2 id="add-members" className="text-lg font-bold text-slate-900">
            Add students
          </h2>
          <CohortForm cohortId={report.data.cohortId} />
        </section>
      ) : null}
    </>
  );
}
