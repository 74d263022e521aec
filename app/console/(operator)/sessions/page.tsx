import type { Metadata } from 'next';

import { loadConsoleList, pageOf, requireOperator, stateOf } from '@/lib/platform/console-loaders';
import { CONSOLE_SESSION_STATES, CONSOLE_SESSIONS_PAGE } from '@/lib/live-sessions/calls';
import { consoleSessionHref } from '@/lib/live-sessions/links';
import { routes } from '@/lib/routes';

import { roleMayCall } from '@/lib/access/roles';
import { liveSessionEndpoints } from '@/lib/live-sessions/endpoints';

import { StateBadge } from '@/components/console/state-badge';
import { ConsoleTable } from '@/components/console/console-table';
import { ConsolePager } from '@/components/console/console-pager';
import { ConsoleStateTabs } from '@/components/console/console-state-tabs';
import { SessionForm } from '@/components/live-sessions/console/session-form';
import { formatSessionDate, formatSessionSlot } from '@/components/live-sessions/session-format';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Live Sessions' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATE_LABELS = { upcoming: 'Upcoming', past: 'Held' } as const;

/** Every live session with its bookings: where editors move sessions and give their links. */
export default async function ConsoleSessionsPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const query = await searchParams;
  const shown = stateOf(query.state, CONSOLE_SESSION_STATES, 'upcoming');
  const page = pageOf(query.page);
  const list = await loadConsoleList('listSessionsForConsole', state.session, {
    state: shown,
    limit: CONSOLE_SESSIONS_PAGE,
    offset: (page - 1) * CONSOLE_SESSIONS_PAGE,
  });
  const hrefFor = (to: number, which = shown) => {
    const params = new URLSearchParams({ state: which });
    if (to > 1) params.set('page', String(to));
    return `${routes.consoleSessions.path}?${params}`;
  };

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Live Sessions</h1>
      <p className="mt-2 text-sm text-slate-600">
        Booked students see a session&apos;s meeting link on its page from 15 minutes before the
        start, and get it by email. Times are UK time (Europe/London).
      </p>
      <ConsoleStateTabs
        label="Sessions to show"
        states={CONSOLE_SESSION_STATES}
        labels={STATE_LABELS}
        shown={shown}
        hrefFor={(which) => hrefFor(1, which)}
      />
      {list.kind !== 'listed' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {list.message}
        </p>
      ) : (
        <>
          <ConsoleTable
            label="Live sessions"
            rows={list.data.list}
            rowKey={(session) => session.sessionId}
            columns={[
              {
                header: 'Session',
                className: '',
                cell: (session) => (
                  <>
                    <IntentLink
                      href={consoleSessionHref(session.sessionId)}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {session.title}
                    </IntentLink>
                    {session.cancelled ? (
                      <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                        Cancelled
                      </span>
                    ) : !session.published ? (
                      <StateBadge>Draft</StateBadge>
                    ) : null}
                  </>
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
          <ConsolePager
            label="Session pages"
            page={page}
            pageSize={CONSOLE_SESSIONS_PAGE}
            shown={list.data.list.length}
            total={list.data.total}
            hrefFor={(to) => hrefFor(to)}
            previous={shown === 'upcoming' ? 'Sooner' : 'Later'}
            next={shown === 'upcoming' ? 'Later' : 'Earlier'}
          />
          {roleMayCall(liveSessionEndpoints.createLiveSession, state.overview.operator.role) ? (
            <section aria-labelledby="new-session" className="mt-10 max-w-3xl">
              <h2 id="new-session" className="text-lg font-bold text-slate-900">
                New session
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Saved as a draft: students see it once you publish it from its page.
              </p>
              <SessionForm mode="create" plans={list.data.plans} />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
