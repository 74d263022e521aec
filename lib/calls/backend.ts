import { z } from 'zod';

import { calls, firstIssueMessage, type CallName, type Envelope } from '@/lib/calls';

import { visitor, type Actor } from './actor';
import { resolveSessionToken } from '../accounts/session-tokens';
import type { BackendDeps } from './deps';
import { ServiceError, sessionEnded } from './service-error';
import type { Services } from './service';
import { services as allServices } from './services';

export type BackendRequest = { token: string | null; input: unknown };

export type Backend = {
  /**
   * Runs one call of the contract for the holder of `token` (the wire's x-token) and answers
   * with its envelope; never throws.
   */
  handle(name: CallName, request: BackendRequest): Promise<Envelope<unknown>>;
  /**
   * Runs one call for an actor the caller has already established: the system, for webhooks
   * and operator tasks that hold no student's token. Same validation and envelope as `handle`.
   */
  run(name: CallName, actor: Actor, input: unknown): Promise<Envelope<unknown>>;
  deps: BackendDeps;
};

type AnyService = (
  deps: BackendDeps,
  actor: Actor,
  input: unknown,
) => Promise<{ message: string; data: unknown }>;

export function createBackend(deps: BackendDeps, services: Services = allServices): Backend {
  async function run(name: CallName, actor: Actor, input: unknown): Promise<Envelope<unknown>> {
    try {
      const service = services[name] as AnyService | undefined;
      if (!service) throw new ServiceError(501, 'This feature is not available yet.');
      const parsed = calls[name].request.safeParse(input ?? {});
      if (!parsed.success) throw new ServiceError(422, firstIssueMessage(parsed.error));
      const result = await service(deps, actor, parsed.data);
      return { status: 200, message: result.message, data: result.data };
    } catch (error) {
      return toEnvelope(error);
    }
  }

  async function handle(name: CallName, request: BackendRequest): Promise<Envelope<unknown>> {
    let actor: Actor;
    try {
      actor = await resolveActor(deps, calls[name].access, request.token);
    } catch (error) {
      return toEnvelope(error);
    }
    return run(name, actor, request.input);
  }

  return { handle, run, deps };
}

async function resolveActor(
  deps: BackendDeps,
  access: (typeof calls)[CallName]['access'],
  token: string | null,
): Promise<Actor> {
  const usable = token && token !== 'null' ? token : null;
  if (access === 'public') return visitor;
  if (access === 'reset') return { kind: 'reset-holder', resetToken: usable };
  if (!usable) {
    if (access === 'student') throw sessionEnded('Please log in to continue');
    return visitor;
  }
  const student = await resolveSessionToken(deps.db, usable, deps.now());
  // A token that no longer works ends the session, even on calls a visitor could make.
  if (!student) throw sessionEnded();
  return student;
}

function toEnvelope(error: unknown): Envelope<null> {
  if (error instanceof ServiceError)
    return { status: error.status, message: error.message, data: null };
  if (error instanceof z.ZodError)
    return { status: 422, message: firstIssueMessage(error), data: null };
  console.error('Unexpected backend error', error);
  return { status: 500, message: 'Something went wrong', data: null };
}
