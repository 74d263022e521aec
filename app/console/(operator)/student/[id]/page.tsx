import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { consoleAccountEndpoints } from '@/lib/accounts/console-endpoints';
import { consoleStudentsHref } from '@/lib/accounts/links';
import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { consoleSessionHref } from '@/lib/live-sessions/links';
import { consolePlanEndpoints } from '@/lib/plans/console-endpoints';
import { formatPlanDate, formatPounds } from '@/lib/plans/texts';
import { idFromUrl } from '@/lib/url-ids';

import { ReadAlert } from '@/components/console/read-alert';
import { ConsoleTable } from '@/components/console/console-table';
import { GrantAccessForm } from '@/components/plans/console/grant-access-form';
import { StudentDisabledButton } from '@/components/accounts/console/student-disabled-button';
import { formatSessionDate } from '@/components/live-sessions/session-format';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Student' };

type Props = { params: Promise<{ id: string }> };

/** One student: their profile, what they bought and booked, their lessons, and their access. */
export default async function ConsoleStudentPage({ params }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const studentId = idFromUrl((await params).id, { canonical: true });
  if (studentId === null) notFound();
  const details = await loadConsoleList('consoleStudentDetails', state.signIn, { studentId });
  if (details.kind !== 'listed') {
    return <ReadAlert message={details.message} />;
  }
  const { student, purchases, bookings, lessons, streaming } = details.data;
  const { role } = state.overview.operator;
  const plans = roleMayCall(consolePlanEndpoints.grantAccess, role)
    ? await loadConsoleList('listGrantablePlans', state.signIn, {})
    : null;

  return (
    <>
      <p className="text-sm">
        <IntentLink href={consoleStudentsHref()} className="font-semibold text-brand-700">
          ← Students
        </IntentLink>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {student.fullName}
        {student.disabled ? (
          <span className="ml-3 rounded bg-red-50 px-2 py-0.5 align-middle text-sm font-semibold text-red-800">
            Disabled
          </span>
        ) : null}
      </h1>
      <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">Email</dt>
        <dd className="text-slate-800">{student.email}</dd>
        <dt className="font-semibold text-slate-700">Mobile</dt>
        <dd className="text-slate-800">
          {student.mobileNumber ? `+${student.countryCode} ${student.mobileNumber}` : 'Not given'}
        </dd>
        <dt className="font-semibold text-slate-700">Joined</dt>
        <dd className="text-slate-800">{formatPlanDate(student.joinedAt)}</dd>
        <dt className="font-semibold text-slate-700">Current plan</dt>
        <dd className="text-slate-800">
          {student.plan ? `${student.plan}, until ${formatPlanDate(student.planEnds)}` : 'None'}
        </dd>
        <dt className="font-semibold text-slate-700">Lessons</dt>
        <dd className="text-slate-800">
          {lessons.watched} watched, {lessons.started} started
        </dd>
        <dt className="font-semibold text-slate-700">Streaming, last 24 hours</dt>
        <dd
          className={streaming.slowedLastDay > 0 ? 'font-semibold text-red-800' : 'text-slate-800'}
        >
          {streaming.lessonsLastDay} {streaming.lessonsLastDay === 1 ? 'lesson' : 'lessons'}{' '}
          unlocked
          {streaming.slowedLastDay > 0
            ? `; slowed ${streaming.slowedLastDay} ${streaming.slowedLastDay === 1 ? 'time' : 'times'} for asking for far more lessons than anyone watches in an hour, last on ${formatPlanDate(streaming.lastSlowedAt)}`
            : ''}
        </dd>
        <dt className="font-semibold text-slate-700">Account</dt>
        <dd className="text-slate-800">
          {student.disabledAt ? `Disabled on ${formatPlanDate(student.disabledAt)}` : 'Active'}
        </dd>
      </dl>

      <section aria-labelledby="purchases" className="mt-10">
        <h2 id="purchases" className="text-lg font-bold text-slate-900">
          Purchases
        </h2>
        <ConsoleTable
          label="Purchases"
          rows={purchases}
          rowKey={(purchase) => purchase.purchaseId}
          empty="No purchases yet."
          columns={[
            { header: 'Plan', cell: (purchase) => purchase.plan, className: 'text-slate-900' },
            {
              header: 'Provider',
              cell: (purchase) =>
                purchase.provider === 'Grant' ? 'Granted by hand' : purchase.provider,
            },
            {
              header: 'Transaction id',
              cell: (purchase) => purchase.transactionId,
              className: 'font-mono text-xs break-all text-slate-700',
            },
            {
              header: 'Amount',
              cell: (purchase) => `${formatPounds(Number(purchase.amount))} ${purchase.currency}`,
            },
            {
              header: 'Start',
              cell: (purchase) => formatPlanDate(purchase.startOn),
              className: 'whitespace-nowrap text-slate-700',
            },
            {
              header: 'End',
              cell: (purchase) => formatPlanDate(purchase.expiresOn),
              className: 'whitespace-nowrap text-slate-700',
            },
          ]}
        />
      </section>

      <section aria-labelledby="bookings" className="mt-10">
        <h2 id="bookings" className="text-lg font-bold text-slate-900">
          Bookings
        </h2>
        <ConsoleTable
          label="Bookings"
          rows={bookings}
          rowKey={(booking) => booking.sessionId}
          empty="No live sessions booked."
          columns={[
            {
              header: 'Live session',
              cell: (booking) => (
                <IntentLink
                  href={consoleSessionHref(booking.sessionId)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {booking.title}
                </IntentLink>
              ),
            },
            {
              header: 'When (UK time)',
              cell: (booking) =>
                `${formatSessionDate(booking.date)}, ${booking.from}–${booking.to}`,
              className: 'whitespace-nowrap text-slate-700',
            },
          ]}
        />
      </section>

      {plans?.kind === 'listed' ? (
        <section aria-labelledby="grant" className="mt-10">
          <h2 id="grant" className="text-lg font-bold text-slate-900">
            Grant or extend access
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Recorded as a purchase of nothing, so the student&apos;s access follows at once; the
            reason is kept in the audit log.
          </p>
          <GrantAccessForm plans={plans.data} studentId={student.studentId} />
        </section>
      ) : null}

      {roleMayCall(consoleAccountEndpoints.setStudentDisabled, role) ? (
        <section aria-labelledby="account" className="mt-10 max-w-xl">
          <h2 id="account" className="text-lg font-bold text-slate-900">
            {student.disabled ? 'Enable the account' : 'Disable the account'}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {student.disabled
              ? 'The student can sign in again; nothing they had is lost.'
              : 'Ends every sign-in of the student at once, and refuses new ones until enabled.'}
          </p>
          <div className="mt-3">
            <StudentDisabledButton studentId={student.studentId} disabled={student.disabled} />
          </div>
        </section>
      ) : null}
    </>
  );
}
