import 'server-only';

import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

import { getDatabase } from '../db/client';
import { logError } from '../log';
import { VIVA_CHANNEL, type VivaEvent } from './room-events';

/*
 * One LISTEN per process for every viva room's event stream (docs/viva-rooms.md, "Live
 * events"): on PostgreSQL a connection taken from the pool for good and opened again when the
 * server drops it; on PGlite the in-process database's own listen. Each event is handed to
 * the streams open for its room on this instance.
 */

type Listener = (event: VivaEvent) => void;

type Hub = { rooms: Map<number, Set<Listener>>; ready?: Promise<void> };

const holder = globalThis as typeof globalThis & { __frcrVivaHub?: Hub };
const hub: Hub = (holder.__frcrVivaHub ??= { rooms: new Map() });

function deliver(payload: string | undefined) {
  if (!payload) return;
  let event: VivaEvent;
  try {
    event = JSON.parse(payload) as VivaEvent;
  } catch {
    return;
  }
  for (const listener of hub.rooms.get(event.room) ?? []) listener(event);
}

async function listenOnPool(pool: Pool) {
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
    client.on('notification', (message) => {
      if (message.channel === VIVA_CHANNEL) deliver(message.payload);
    });
    client.on('error', (error) => {
      logError('Viva rooms lost their event connection', error);
      client.release(true);
      setTimeout(() => void connect(), RETRY_MS);
    });
    await client.query(`LISTEN ${VIVA_CHANNEL}`);
  };
  await connect();
}

async function startListening() {
  const db = await getDatabase();
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  if ('listen' in client && typeof client.listen === 'function') {
    await (client as PGlite).listen(VIVA_CHANNEL, (payload) => deliver(payload));
  } else {
    await listenOnPool(client as Pool);
  }
}

/** Hands the room's events to `listener` until the answer is called. */
export async function listenToRoom(room: number, listener: Listener): Promise<() => void> {
  hub.ready ??= startListening().catch((error: unknown) => {
    hub.ready = undefined;
    throw error;
  });
  await hub.ready;
  const listeners = hub.rooms.get(room) ?? new Set();
  listeners.add(listener);
  hub.rooms.set(room, listeners);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) hub.rooms.delete(room);
  };
}
