import type { StreamService } from '../calls/service';
import { signInEnded } from '../calls/service-error';
import { roomEventStream } from '../viva-rooms/event-stream';
import { listenToSessionRoom } from '../viva-rooms/room-listener';
import type { liveSessionCalls } from './calls';
import { consoleSessionRoom, sessionRoom } from './session-rooms';

/*
 * A live session's room's events (docs/live-sessions.md, "The session's room"): a bare "state"
 * when the room changed (opened, the hot seat, a hand), on which each screen reads the room
 * again through its own call. Whoever asks is checked by that very call, so the stream is
 * refused exactly as the room is.
 */

/** To the booked students while the room is open; anyone else gets `sessionRoom`'s refusal. */
export const sessionRoomEvents: StreamService<typeof liveSessionCalls.sessionRoomEvents> = async (
  deps,
  actor,
  { sessionId },
  request,
) => {
  if (actor.kind !== 'student') throw signInEnded();
  await sessionRoom(deps, actor, { sessionId });
  return roomEventStream(request, (listener) => listenToSessionRoom(deps.db, sessionId, listener));
};

/** To those who run the session (a consultant's other sessions 404), as `consoleSessionRoom`. */
export const consoleSessionRoomEvents: StreamService<
  typeof liveSessionCalls.consoleSessionRoomEvents
> = async (deps, operator, { sessionId }, request) => {
  await consoleSessionRoom(deps, operator, { sessionId });
  return roomEventStream(request, (listener) => listenToSessionRoom(deps.db, sessionId, listener));
};
