import type { CallName, DataOf, ParsedRequestOf } from '@/lib/contract';

import type { BackendDeps } from './deps';

/** The signed-in student a call acts for, resolved from the session token. */
export type Actor = { studentId: number; tokenId: number };

export type HandlerContext = {
  deps: BackendDeps;
  /** Present for `student` calls, and for `optional` calls when a session was sent. */
  actor: Actor | null;
  /** The raw x-token, for calls (`reset`) that resolve a token of another kind. */
  token: string | null;
};

export type Result<T> = { message: string; data: T };

export type Handler<K extends CallName> = (
  input: ParsedRequestOf<K>,
  ctx: HandlerContext,
) => Promise<Result<DataOf<K>>>;

export type Handlers = { [K in CallName]?: Handler<K> };

/** Narrows a student-only handler's actor. */
export function requireActor(ctx: HandlerContext): Actor {
  if (!ctx.actor) throw new Error('A student call ran without an actor');
  return ctx.actor;
}
