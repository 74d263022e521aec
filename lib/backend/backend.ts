import { z } from 'zod';

import { calls, firstIssueMessage, type CallName, type Envelope } from '@/lib/contract';

import { resolveSessionToken } from './auth/session-tokens';
import type { BackendDeps } from './deps';
import { ServiceError, sessionEnded } from './errors';
import type { Actor, HandlerContext, Handlers } from './handler';
import { handlers as allHandlers } from './services';

export type BackendRequest = { token: string | null; input: unknown };

export type Backend = {
  /** Runs one call of the contract and answers with its envelope; never throws. */
  handle(name: CallName, request: BackendRequest): Promise<Envelope<unknown>>;
  deps: BackendDeps;
};

export function createBackend(deps: BackendDeps, handlers: Handlers = allHandlers): Backend {
  async function handle(name: CallName, request: BackendRequest): Promise<Envelope<unknown>> {
    try {
      const call = calls[name];
      const handler = handlers[name] as
        | ((input: unknown, ctx: HandlerContext) => Promise<{ message: string; data: unknown }>)
        | undefined;
      const actor = await resolveActor(deps, call.access, request.token);
      if (!handler) throw new ServiceError(501, 'This feature is not available yet.');

      const parsed = call.request.safeParse(request.input ?? {});
      if (!parsed.success) throw new ServiceError(422, firstIssueMessage(parsed.error));

      const result = await handler(parsed.data, { deps, actor, token: request.token || null });
      return { status: 200, message: result.message, data: result.data };
    } catch (error) {
      return toEnvelope(error);
    }
  }
  return { handle, deps };
}

async function resolveActor(
  deps: BackendDeps,
  access: (typeof calls)[CallName]['access'],
  token: string | null,
): Promise<Actor | null> {
  if (access === 'public' || access === 'reset') return null;
  const usable = token && token !== 'null' ? token : null;
  if (!usable) {
    if (access === 'student') throw sessionEnded('Please log in to continue');
    return null;
  }
  const actor = await resolveSessionToken(deps.db, usable, deps.now());
  // A token that no longer works ends the session, even on calls a visitor could make.
  if (!actor) throw sessionEnded();
  return actor;
}

function toEnvelope(error: unknown): Envelope<null> {
  if (error instanceof ServiceError)
    return { status: error.status, message: error.message, data: null };
  if (error instanceof z.ZodError)
    return { status: 422, message: firstIssueMessage(error), data: null };
  console.error('Unexpected backend error', error);
  return { status: 500, message: 'Something went wrong', data: null };
}
