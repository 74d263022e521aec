import type { Metadata } from 'next';

import { loadConsoleListPage } from '@/lib/platform/console-list-page';
import { requireOperator } from '@/lib/platform/console-loaders';
import { CONSOLE_SESSION_STATES, CONSOLE_SESSIONS_PAGE } from '@/lib/live-sessions/calls';
import { consoleSessionHref } from '@/lib/live-sessions/links';
import { routes } from '@/lib/routes';

import { roleMayCall } from '@/lib/access/roles';
import { consoleLiveSessionEndpoints } from '@/lib/live-sessions/console-endpoints';

import { RowTitle, StateBadge } from '@/components/console/state-badge';
import { ConsoleTable } from '@/components/console/console-table';
import { ConsoleListPage } from '@/components/console/console-list-page';
import { SessionForm } from '@/components/live-sessions/console/session-form';
import { formatSessionDate, formatSessionSlot } from '@/components/live-sessions/session-format';

export const metadata: Metadata = { title: 'Live Sessions' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATE_LABELS = { upcoming: 'Upcoming', past: 'Held' } as const;

/** Every live session with its bookings: where editors move sessions and give their links. */
export default async function ConsoleSessionsPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const { list, shown, tabs, pager } = await loadConsoleListPage(
    'listSessionsForConsole',
    state.signIn,
    {
      route: routes.consoleSessions,
      states: CONSOLE_SESSION_STATES,
      fallback: 'upcoming',
      pageSize: CONSOLE_SESSIONS_PAGE,
      query: await searchParams,
    },
  );

  return (
    <ConsoleListPage
      title="Live Sessions"
      intro={
        <>
          Booked students see a session&apos;s meeting link on its page from 15 minutes before the
          start, and get it by email. Times are UK time (Europe/London).
        </>
      }
      list={list}
      tabs={{ ...tabs, label: 'Sessions to show', labels: STATE_LABELS }}
      pager={{
        ...pager,
        label: 'Session pages',
        previous: shown === 'upcoming' ? 'Sooner' : 'Later',
        next: shown === 'upcoming' ? 'Later' : 'Earlier',
      }}
      below={(data) =>
        roleMayCall(consoleLiveSessionEndpoints.createLiveSession, state.overview.operator.role) ? (
          <section aria-labelledby="new-session" className="mt-10 max-w-3xl">
            <h2 id="new-session" className="text-lg font-bold text-slate-900">
              New session
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Saved as a draft: students see it once you publish it from its page.
            </p>
            <SessionForm mode="create" plans={data.plans} />
          </section>
        ) : null
      }
    >
      {(data) => (
        <ConsoleTable
          label="Live sessions"
          rows={data.list}
          rowKey={(session) => session.sessionId}
          columns={[
            {
              header: 'Session',
              className: '',
              cell: (session) => (
                <RowTitle
                  href={consoleSessionHref(session.sessionId)}
                  badge={
                    session.cancelled ? (
                      <StateBadge tone="closed">Cancelled</StateBadge>
                    ) : !session.published ? (
                      <StateBadge>Draft</StateBadge>
                    ) : null
                  }
                >
                  {session.title}
                </RowTitle>
              ),
            },
            {
              header: 'When',
              className: 'whitespace-nowrap text-slate-700',
              cell: (session) =>
                `${formatSessionDate(session.date)}, ${formatSessionSlot(session)}`,
            },
            { header: 'Plan', cell: (session) => session.plan },
            {
              header: 'Booked',
              cell: (session) =>
                session.capacity === null
                  ? session.booked
                  : `${session.booked} / ${session.capacity}`,
            },
            {
              header: 'Meeting link',
              cell: (session) => (session.meetingLink ? 'Set' : 'Not set'),
            },
          ]}
        />
      )}
    </ConsoleListPage>
  );
}
