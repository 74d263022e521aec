import { bookingEvent, sessionIcs, sessionIcsFileName } from '@/lib/live-sessions/session-ics';
import { ApiError } from '@/lib/calls/api';
import { decodeSessionId, sessionMessages } from '@/lib/live-sessions/texts';
import { optionalStudent } from '@/lib/accounts/request-context';
import { site } from '@/lib/site';
import { liveSessionCalls } from '@/lib/live-sessions/calls';

type Context = { params: Promise<{ id: string }> };

const refuse = (status: number, message: string) =>
  Response.json(
    { status, message, data: null },
    { status, headers: { 'cache-control': 'no-store' } },
  );

/**
 * The signed-in student's booking of a session as an .ics file ("Add to calendar"): the same
 * event, with the same UID, as the invitation mailed when they booked. Only a session the
 * student has booked is served; anyone else's bookings are out of reach, since the student is
 * the one of the session cookie.
 */
export async function GET(_request: Request, { params }: Context) {
  const sessionId = decodeSessionId((await params).id);
  if (sessionId === null) return refuse(404, sessionMessages.notFound);
  const { student, api } = await optionalStudent(liveSessionCalls);
  if (!student) return refuse(401, sessionMessages.loginRequired);
  let session;
  try {
    session = (await api.sessionDetails({ sessionId })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return refuse(error.status === 403 ? 401 : 404, sessionMessages.notFound);
    }
    throw error;
  }
  if (session.isJoined !== 1) return refuse(404, sessionMessages.notFound);
  const ics = sessionIcs(
    bookingEvent(session, student.studentId, site.url, { method: 'PUBLISH', stamp: new Date() }),
  );
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${sessionIcsFileName(sessionId)}"`,
      'cache-control': 'private, no-store',
    },
  });
}

export const dynamic = 'force-dynamic';
