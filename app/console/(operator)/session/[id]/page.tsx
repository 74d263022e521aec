import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { consoleLiveSessionEndpoints } from '@/lib/live-sessions/console-endpoints';
import {
  consoleAttendeesHref,
  consoleSessionPreviewHref,
  consoleSessionRoomEventsHref,
  sessionDetailsHref,
} from '@/lib/live-sessions/links';
import { zonedTimeToUtc } from '@/lib/live-sessions/zoned-time';
import { routes } from '@/lib/routes';
import { idFromUrl } from '@/lib/url-ids';

import { ConsoleTable } from '@/components/console/console-table';
import { ReadAlert } from '@/components/console/read-alert';
import { StateBadge } from '@/components/console/state-badge';
import { CancelSessionButton } from '@/components/live-sessions/console/cancel-session-button';
import { OpenSessionRoomButton } from '@/components/live-sessions/console/open-room-button';
import { SessionRoomCases } from '@/components/live-sessions/console/session-room-cases';
import { SessionRoomPanel } from '@/components/live-sessions/console/session-room-panel';
import { RoomRefresher } from '@/components/live-sessions/room-refresher';
import { PictureUploadForm } from '@/components/console/picture-upload-form';
import { PublishSessionButton } from '@/components/live-sessions/console/publish-session-button';
import { SessionForm } from '@/components/live-sessions/console/session-form';
import { SessionLeadForm } from '@/components/live-sessions/console/session-lead-form';
import { SessionScheduleForm } from '@/components/live-sessions/console/session-schedule-form';
import { formatSessionDate, formatSessionSlot } from '@/components/live-sessions/session-format';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Live Session' };

type Props = { params: Promise<{ id: string }> };

const bookedWhen = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** One live session: its time and meeting link, who booked it, and its cancellation. */
export default async function ConsoleSessionPage({ params }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const sessionId = idFromUrl((await params).id, { canonical: true });
  if (sessionId === null) notFound();
  const role = state.overview.operator.role;
  // Who booked is people's details: read only for the roles that see them (lib/access/roles.ts).
  const [details, booked] = await Promise.all([
    loadConsoleList('consoleSessionDetails', state.signIn, { sessionId }),
    roleMayCall(consoleLiveSessionEndpoints.consoleSessionAttendees, role)
      ? loadConsoleList('consoleSessionAttendees', state.signIn, { sessionId })
      : null,
  ]);
  if (details.kind !== 'listed') return <ReadAlert message={details.message} />;
  const { session, plans, faculty } = details.data;
  // The room's hot seat and hands, for those who run it (docs/live-sessions.md).
  const room =
    session.roomOpenedAt && roleMayCall(consoleLiveSessionEndpoints.consoleSessionRoom, role)
      ? await loadConsoleList('consoleSessionRoom', state.signIn, { sessionId })
      : null;
  const attendees = booked?.kind === 'listed' ? booked.data.attendees : null;
  const ended = zonedTimeToUtc(session.date, session.to, session.timeZone) <= new Date();
  const editable =
    roleMayCall(consoleLiveSessionEndpoints.updateSessionSchedule, role) &&
    !session.cancelled &&
    !ended;

  return (
    <>
      <p className="text-sm">
        <IntentLink href={routes.consoleSessions.path} className="font-semibold text-brand-700">
          ← Live Sessions
        </IntentLink>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {session.title}
        {session.cancelled ? (
          <span className="ml-3 rounded bg-red-50 px-2 py-0.5 align-middle text-sm font-semibold text-red-800">
            Cancelled
          </span>
        ) : !session.published ? (
          <StateBadge size="title">Draft</StateBadge>
        ) : null}
      </h1>
      {editable ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>
            {session.published
              ? 'Published: students see it and can book it.'
              : 'A draft: only the console sees it. Students see it once it is published.'}
          </span>
          {session.published && session.booked > 0 ? null : (
            <PublishSessionButton sessionId={session.sessionId} published={session.published} />
          )}
        </div>
      ) : null}
      <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">When</dt>
        <dd className="text-slate-800">
          {formatSessionDate(session.date)}, {formatSessionSlot(session)} ({session.timeZone})
          {ended ? ' · held' : ''}
        </dd>
        <dt className="font-semibold text-slate-700">Plan</dt>
        <dd className="text-slate-800">{session.plan}</dd>
        <dt className="font-semibold text-slate-700">Booked</dt>
        <dd className="text-slate-800">
          {session.capacity === null
            ? `${session.booked} (no limit)`
            : `${session.booked} of ${session.capacity} places`}
        </dd>
        <dt className="font-semibold text-slate-700">Consultant</dt>
        <dd className="text-slate-800">{session.lead?.operatorEmail ?? 'Nobody'}</dd>
        <dt className="font-semibold text-slate-700">Meeting link</dt>
        <dd className="break-all text-slate-800">{session.meetingLink ?? 'Not set'}</dd>
        <dt className="font-semibold text-slate-700">Public page</dt>
        <dd>
          {session.published ? (
            <a href={sessionDetailsHref(session.sessionId)} className="text-brand-700 underline">
              {sessionDetailsHref(session.sessionId)}
            </a>
          ) : (
            <span className="text-slate-600">none until it is published</span>
          )}{' '}
          ·{' '}
          <IntentLink
            href={consoleSessionPreviewHref(session.sessionId)}
            className="text-brand-700 underline"
          >
            Preview
          </IntentLink>
        </dd>
        <dt className="font-semibold text-slate-700">Description</dt>
        <dd className="whitespace-pre-line text-slate-800">{session.description || '—'}</dd>
      </dl>

      {editable ? (
        <section aria-labelledby="details" className="mt-8 max-w-3xl">
          <h2 id="details" className="text-lg font-bold text-slate-900">
            Details
          </h2>
          <SessionForm mode="edit" plans={plans} session={session} />
        </section>
      ) : null}

      <section aria-labelledby="room" className="mt-8 max-w-6xl">
        <h2 id="room" className="text-lg font-bold text-slate-900">
          Room
        </h2>
        {session.roomOpenedAt ? (
          <>
            <p className="mt-1 text-sm text-slate-700">
              Open since {bookedWhen.format(new Date(session.roomOpenedAt))}: booked students enter
              it from the session&apos;s page; the voice stays on the meeting link.
            </p>
            {room?.kind === 'listed' && !ended && !session.cancelled ? (
              <RoomRefresher events={consoleSessionRoomEventsHref(session.sessionId)} />
            ) : null}
            {room?.kind === 'listed' && !ended && !session.cancelled ? (
              <SessionRoomPanel
                sessionId={session.sessionId}
                hotSeat={room.data.hotSeat}
                hands={room.data.hands}
                booked={room.data.booked}
              />
            ) : null}
            {room?.kind === 'listed' && !ended && !session.cancelled ? (
              <SessionRoomCases
                room={room.data}
                events={consoleSessionRoomEventsHref(session.sessionId)}
              />
            ) : null}
          </>
        ) : session.cancelled || ended ? (
          <p className="mt-1 text-sm text-slate-600">Not opened.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">
              Run the session as a room: its booked students, and no one else, enter it from the
              session&apos;s page; the voice stays on the meeting link.
            </p>
            {roleMayCall(consoleLiveSessionEndpoints.openSessionRoom, role) ? (
              <div className="mt-3">
                <OpenSessionRoomButton sessionId={session.sessionId} />
              </div>
            ) : null}
          </>
        )}
      </section>

      {roleMayCall(consoleLiveSessionEndpoints.setSessionLead, role) && !session.cancelled ? (
        <section aria-labelledby="lead" className="mt-8 max-w-3xl">
          <h2 id="lead" className="text-lg font-bold text-slate-900">
            Consultant
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            The operator of the Faculty role who leads the session: they see it in the console and
            run its room, and no other session.
          </p>
          <SessionLeadForm sessionId={session.sessionId} lead={session.lead} faculty={faculty} />
        </section>
      ) : null}

      {editable ? (
        <section aria-labelledby="picture" className="mt-8 max-w-3xl">
          <h2 id="picture" className="text-lg font-bold text-slate-900">
            Picture
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Shown on the session&apos;s card and page (16:9 looks best; at most 5 MB).
          </p>
          <PictureUploadForm
            call="uploadSessionPicture"
            record={{ sessionId: session.sessionId }}
            current={session.picture}
            label="Picture"
          />
        </section>
      ) : null}

      {editable ? (
        <section aria-labelledby="schedule" className="mt-8 max-w-xl">
          <h2 id="schedule" className="text-lg font-bold text-slate-900">
            Time and meeting link
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Saving a new time or link emails every booked student an updated calendar entry.
          </p>
          <SessionScheduleForm
            sessionId={session.sessionId}
            date={session.date}
            from={session.from}
            to={session.to}
            meetingLink={session.meetingLink ?? ''}
          />
        </section>
      ) : null}

      <section aria-labelledby="attendees" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="attendees" className="text-lg font-bold text-slate-900">
            Booked students
          </h2>
          {attendees && attendees.length > 0 ? (
            <a
              href={consoleAttendeesHref(session.sessionId)}
              download
              className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              Download attendees (CSV)
            </a>
          ) : null}
        </div>
        {attendees === null ? (
          <p className="mt-3 text-sm text-slate-600">
            Owners, support and the session&apos;s consultant see who booked; the count is above.
          </p>
        ) : (
          <ConsoleTable
            label="Booked students"
            rows={attendees}
            rowKey={(attendee) => attendee.studentId}
            empty={
              session.cancelled ? 'Cancelled: its bookings were released.' : 'No bookings yet.'
            }
            columns={[
              {
                header: 'Name',
                cell: (attendee) => attendee.fullName,
                className: 'text-slate-900',
              },
              { header: 'Email', cell: (attendee) => attendee.email },
              {
                header: 'Booked',
                cell: (attendee) => bookedWhen.format(new Date(attendee.bookedAt)),
                className: 'whitespace-nowrap text-slate-700',
              },
              { header: 'Admitted by', cell: (attendee) => attendee.admittedBy },
            ]}
          />
        )}
      </section>

      {editable ? (
        <section aria-labelledby="cancel" className="mt-10 max-w-xl">
          <h2 id="cancel" className="text-lg font-bold text-slate-900">
            Cancel the session
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Every booked student is told by email and the session leaves their calendar; a Single
            Session that paid for a place can book another session.
          </p>
          <div className="mt-3">
            <CancelSessionButton sessionId={session.sessionId} />
          </div>
        </section>
      ) : null}
    </>
  );
}
