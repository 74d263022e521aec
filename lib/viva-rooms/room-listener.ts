import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

import type { Database } from '../db/client';
import { logError } from '../log';
import { SESSION_ROOM_CHANNEL, VIVA_CHANNEL, type VivaEvent } from './room-events';

/*
 * One LISTEN connection per process and database for every room's event stream
 * (docs/viva-rooms.md, "Live events"): viva rooms' channel and live sessions' rooms'
 * (docs/live-sessions.md). It runs where the backend runs (the web process with the embedded
 * backend, or the API tier), on the backend's own database: on PostgreSQL a connection taken from
 * the pool for good and opened again when the server drops it; on PGlite the in-process
 * database's own listen. Each event is handed to the streams open for its room on this instance.
 */

type Channel = typeof VIVA_CHANNEL | typeof SESSION_ROOM_CHANNEL;
const CHANNELS: readonly Channel[] = [VIVA_CHANNEL, SESSION_ROOM_CHANNEL];

type Listener = (event: VivaEvent) => void;

/** The streams open on this instance for one database, by channel and room (`viva_room:12`). */
type Hub = { rooms: Map<string, Set<Listener>>; ready?: Promise<void>; stop?: () => void };

// On globalThis, so a module loaded twice (a dev server's reload) shares one connection.
const holder = globalThis as typeof globalThis & { __frcrRoomHubs?: WeakMap<object, Hub> };
const hubs: WeakMap<object, Hub> = (holder.__frcrRoomHubs ??= new WeakMap());

const keyOf = (channel: Channel, room: number) => `${channel}:${room}`;

function deliver(hub: Hub, channel: Channel, payload: string | undefined) {
  if (!payload) return;
  let event: VivaEvent;
  try {
    event = JSON.parse(payload) as VivaEvent;
  } catch {
    return;
  }
  for (const listener of hub.rooms.get(keyOf(channel, event.room)) ?? []) listener(event);
}

const isChannel = (name: string): name is Channel => (CHANNELS as string[]).includes(name);

async function listenOnPool(hub: Hub, pool: Pool) {
  const RETRY_MS = 1000;
  const connect = async (): Promise<void> => {
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      logError('Viva rooms could not listen for events', error);
      setTimeout(() => void connect(), RETRY_MS);
      return;
    }
    hub.stop = () => client.release(true);
    client.on('notification', (message) => {
      if (isChannel(message.channel)) deliver(hub, message.channel, message.payload);
    });
    client.on('error', (error) => {
      logError('Viva rooms lost their event connection', error);
      client.release(true);
      setTimeout(() => void connect(), RETRY_MS);
    });
    for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
  };
  await connect();
}

async function startListening(hub: Hub, client: PGlite | Pool) {
  if ('listen' in client && typeof client.listen === 'function') {
    for (const channel of CHANNELS) {
      await (client as PGlite).listen(channel, (payload) => deliver(hub, channel, payload));
    }
  } else {
    await listenOnPool(hub, client as Pool);
  }
}

/**
 * Lets go of the connection the rooms' events are heard on for `db`, so its pool can end (a
 * backend closed in a test; a process ends without it).
 */
export function stopListening(db: Database) {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  hubs.get(client)?.stop?.();
  hubs.delete(client);
}

async function listenTo(db: Database, key: string, listener: Listener): Promise<() => void> {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  let hub = hubs.get(client);
  if (!hub) hubs.set(client, (hub = { rooms: new Map() }));
  const own = hub;
  own.ready ??= startListening(own, client).catch((error: unknown) => {
    own.ready = undefined;
    throw error;
  });
  await own.ready;
  const listeners = own.rooms.get(key) ?? new Set();
  listeners.add(listener);
  own.rooms.set(key, listeners);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && own.rooms.get(key) === listeners) own.rooms.delete(key);
  };
}

/** Hands the viva room's events to `listener` until the answer is called. */
export const listenToRoom = (db: Database, room: number, listener: Listener) =>
  listenTo(db, keyOf(VIVA_CHANNEL, room), listener);

/** Hands a live session's room's events to `listener` until the answer is called. */
export const listenToSessionRoom = (db: Database, sessionId: number, listener: Listener) =>
  listenTo(db, keyOf(SESSION_ROOM_CHANNEL, sessionId), listener);
