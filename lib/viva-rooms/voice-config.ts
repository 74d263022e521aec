import 'server-only';

import { z } from 'zod';

import { logError } from '../log';

/*
 * The STUN and TURN servers the room's voice uses (docs/viva-rooms.md, "Voice"), from
 * VIVA_ICE_SERVERS: a JSON array of RTCIceServer objects, e.g.
 * `[{"urls":"stun:stun.example.org:3478"},{"urls":"turn:turn.example.org","username":"u","credential":"p"}]`.
 * Unset, the browsers connect only where they reach each other directly (the same network).
 */

const iceServers = z.array(
  z.object({
    urls: z.union([z.string(), z.array(z.string())]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

export type IceServer = z.infer<typeof iceServers>[number];

export function vivaIceServers(env: NodeJS.ProcessEnv = process.env): IceServer[] {
  const raw = env.VIVA_ICE_SERVERS;
  if (!raw) return [];
  try {
    return iceServers.parse(JSON.parse(raw));
  } catch (error) {
    logError('VIVA_ICE_SERVERS is not a JSON array of ICE servers; the voice uses none', error);
    return [];
  }
}
