import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import type { VivaSeat, VivaSignalKind } from './rules';

/*
 * A viva room's live events (docs/viva-rooms.md, "Live events"): each is a PostgreSQL NOTIFY on
 * one channel, so it reaches the room's event streams on every instance that listens, and a
 * NOTIFY in a transaction is sent only when it commits. An event says who sent it and what
 * kind it is; a change of the room's state carries nothing, and each screen reads the room
 * again through its own call, so nothing meant for the examiner rides on an event.
 */

export const VIVA_CHANNEL = 'viva_room';

export type VivaEventKind = VivaSignalKind | 'state';

/** Who sent a session room's signal: the hot-seat student, or the consultant who runs it. */
export type SessionRoomSender = 'hot seat' | 'consultant';

export type VivaEvent = {
  room: number;
  from: VivaSeat | SessionRoomSender;
  kind: VivaEventKind;
  data: Record<string, unknown>;
};

export async function notifyRoom(
  db: Executor,
  room: number,
  from: VivaSeat,
  kind: VivaEventKind,
  data: Record<string, unknown>,
) {
  const event: VivaEvent = { room, from, kind, data };
  await db.execute(sql`select pg_notify(${VIVA_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * A live session's room's events (docs/live-sessions.md, "The session's room"), on a channel of
 * their own through the same listener: a change of the room (opened, the hot seat, a hand)
 * carries nothing, not even a name, and each screen reads the room again through its own call.
 */
export const SESSION_ROOM_CHANNEL = 'session_room';

export async function notifySessionRoom(db: Executor, sessionId: number) {
  const event = { room: sessionId, kind: 'state', data: {} };
  await db.execute(sql`select pg_notify(${SESSION_ROOM_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * A signal in a session's room: the hot-seat student's viewer or pointer, or the consultant's
 * pointer, for everyone in the room. It carries the view or the point and nothing else.
 */
export async function notifySessionSignal(
  db: Executor,
  sessionId: number,
  from: SessionRoomSender,
  kind: 'viewer' | 'pointer',
  data: Record<string, unknown>,
) {
  // The sender rides in the data too: the stream passes the data alone, and each screen draws
  // the hot seat's and the consultant's pointers apart.
  const event: VivaEvent = { room: sessionId, from, kind, data: { ...data, from } };
  await db.execute(sql`select pg_notify(${SESSION_ROOM_CHANNEL}, ${JSON.stringify(event)})`);
}
