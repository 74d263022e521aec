import 'server-only';

import { getStudentSignIn, type StudentSignIn } from '@/lib/accounts/student-sign-in';
import { EVENT_STREAM_HEADERS, type StreamAnswer } from '@/lib/calls/stream';

/*
 * The browser's side of a room's live events (docs/viva-rooms.md, "Live events"): the stream is a
 * streamed call the backend answers (lib/viva-rooms/event-stream.ts), in this process or on the
 * API tier, and the route only passes it on. When the browser goes away Next cancels the body,
 * which ends the listener in process or closes the connection to the API tier, which ends it there.
 */

/** The stream as it came, with its headers; a refusal as its status alone, as before any stream. */
export function eventStreamResponse(answer: StreamAnswer): Response {
  if (answer.status !== 200 || !answer.body) {
    void answer.body?.cancel().catch(() => {});
    return new Response(null, {
      status: answer.status === 200 ? 502 : answer.status,
      headers: { 'cache-control': 'no-store' },
    });
  }
  return new Response(answer.body, { headers: { ...EVENT_STREAM_HEADERS, vary: 'Cookie' } });
}

/**
 * The GET route of a room's events for students at `…/<id>`: 401 without a sign-in, 404 for an id
 * that cannot be one, otherwise what the room's streamed call answers for the asker (the status of
 * the room's own call's refusal for anyone it does not admit).
 */
export function studentRoomEventsRoute(
  read: (id: number, signIn: StudentSignIn) => Promise<StreamAnswer>,
) {
  return async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
    const { id } = await params;
    const signIn = await getStudentSignIn();
    if (!signIn) return new Response(null, { status: 401 });
    if (!/^\d{1,9}$/.test(id)) return new Response(null, { status: 404 });
    return eventStreamResponse(await read(Number(id), signIn));
  };
}
