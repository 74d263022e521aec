import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { sessionDetailsHref, sessionRoomEventsHref } from '@/lib/live-sessions/links';
import { loadSessionRoom } from '@/lib/live-sessions/loaders';
import { decodeSessionId, sessionMessages, sessionRoomTexts } from '@/lib/live-sessions/texts';
import { routes } from '@/lib/routes';

import { RaiseHandButton } from '@/components/live-sessions/raise-hand-button';
import { RefreshButton } from '@/components/live-sessions/refresh-button';
import { RoomRefresher } from '@/components/live-sessions/room-refresher';
import { SessionRoomMarks } from '@/components/live-sessions/session-room-marks';
import { SessionRoomViewer } from '@/components/live-sessions/session-room-viewer';
import { formatSessionDate, formatSessionSlot } from '@/components/live-sessions/session-format';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { IntentLink as Link } from '@/components/ui/intent-link';

export const metadata: Metadata = {
  title: routes.sessionRoom.label,
  robots: { index: false },
};

type Props = { params: Promise<{ id: string }> };

/**
 * A live session's room (docs/live-sessions.md, "The session's room"), entered from the
 * student's booking: only the session's booked students get in; anyone else is told they have
 * not booked it. Voice stays on the session's meeting link.
 */
export default async function SessionRoomPage({ params }: Props) {
  const sessionId = decodeSessionId((await params).id);
  if (sessionId === null) notFound();
  const answer = await loadSessionRoom(sessionId);
  if (answer.kind === 'missing') notFound();
  return (
    <Container className="py-6 sm:py-8">
      <div className="mb-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{routes.sessionRoom.label}</h1>
        <Link
          href={sessionDetailsHref(sessionId)}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Back to the session
        </Link>
      </div>
      {answer.kind === 'refused' ? (
        <div className="flex flex-col items-start gap-4">
          <p role="alert" className="text-lg text-slate-700">
            {answer.message}
          </p>
          <RefreshButton />
        </div>
      ) : (
        <section aria-labelledby="room-session" className="flex flex-col items-start gap-3">
          <RoomRefresher events={sessionRoomEventsHref(sessionId)} />
          <h2 id="room-session" className="text-xl font-semibold text-slate-900">
            {answer.room.title}
          </h2>
          <p className="text-slate-700">
            {formatSessionDate(answer.room.date)}, {formatSessionSlot(answer.room)}
          </p>
          {answer.room.seat === 'hot seat' ? (
            <p role="status" className="text-lg font-semibold text-brand-800">
              {sessionMessages.inHotSeat}
            </p>
          ) : (
            <>
              <p className="text-slate-700">
                {answer.room.hotSeatName
                  ? `In the hot seat: ${answer.room.hotSeatName}. You are watching.`
                  : 'Nobody is in the hot seat yet. You are watching.'}
              </p>
              <RaiseHandButton sessionId={sessionId} raised={answer.room.handRaised} />
            </>
          )}
          {answer.room.case ? (
            <SessionRoomViewer
              key={answer.room.case.position}
              sessionId={sessionId}
              side={answer.room.seat}
              roomCase={answer.room.case}
              serverNow={answer.room.serverNow}
              events={sessionRoomEventsHref(sessionId)}
            />
          ) : (
            <p className="text-slate-700">{sessionRoomTexts.noCaseYet}</p>
          )}
          <SessionRoomMarks marks={answer.room.marks} />
          <p className="text-slate-700">{sessionMessages.roomVoice}</p>
          {answer.room.meetingLink ? (
            <a
              href={answer.room.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ size: 'lg' })}
            >
              {sessionMessages.joinSession}
            </a>
          ) : (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {sessionMessages.noLinkYet}
            </p>
          )}
        </section>
      )}
    </Container>
  );
}
