import { z } from 'zod';

import {
  calls,
  firstIssueMessage,
  type CallName,
  type Envelope,
  type ParsedRequestOf,
} from '@/lib/platform/calls';
import { resolveSessionToken } from '@/lib/accounts/session-tokens';
import { resolveOperatorSession } from '@/lib/operators/operator-sessions';
import type { OperatorRole } from '@/lib/access/roles';
import { consoleMessages } from '@/lib/operators/texts';

import { visitor, type Actor } from './actor';
import type { BackendDeps } from './deps';
import type { CallAccess } from './endpoint';
import { ServiceError, sessionEnded } from './service-error';
import type { Services } from './service';
import { services as allServices } from '../platform/services';

export type Backend = {
  /**
   * Runs one call for the holder of `token` (the wire's x-token) with input as it arrived on the
   * wire: parsed here, at the HTTP API server's trust boundary. Answers the envelope; never throws.
   */
  handle(
    name: CallName,
    request: { token: string | null; input: unknown },
  ): Promise<Envelope<unknown>>;
  /**
   * Runs one call for the holder of `token` with input a boundary in this process already parsed
   * (the BFF, a server action, a page): not parsed again. Answers the envelope; never throws.
   */
  invoke<K extends CallName>(
    name: K,
    token: string | null,
    input: ParsedRequestOf<K>,
  ): Promise<Envelope<unknown>>;
  deps: BackendDeps;
};

type AnyService = (
  deps: BackendDeps,
  actor: Actor,
  input: unknown,
) => Promise<{ message: string; data: unknown }>;

export function createBackend(deps: BackendDeps, overrides: Partial<Services> = {}): Backend {
  const services: Partial<Services> = { ...allServices, ...overrides };

  async function serve(name: CallName, actor: Actor, input: unknown) {
    const service = services[name] as AnyService | undefined;
    if (!service) throw new ServiceError(501, 'This feature is not available yet.');
    const result = await service(deps, actor, input);
    return { status: 200, message: result.message, data: result.data };
  }

  function parse(name: CallName, input: unknown): unknown {
    const parsed = calls[name].request.safeParse(input ?? {});
    if (!parsed.success) throw new ServiceError(422, firstIssueMessage(parsed.error));
    return parsed.data;
  }

  return {
    deps,
    async handle(name, { token, input }) {
      try {
        const parsed = parse(name, input);
        return await serve(name, await resolveActor(deps, calls[name], token), parsed);
      } catch (error) {
        return toEnvelope(error);
      }
    },
    async invoke(name, token, input) {
      try {
        return await serve(name, await resolveActor(deps, calls[name], token), input);
      } catch (error) {
        return toEnvelope(error);
      }
    },
  };
}

async function resolveActor(
  deps: BackendDeps,
  { access, roles }: { access: CallAccess; roles?: readonly OperatorRole[] },
  token: string | null,
): Promise<Actor> {
  const usable = token && token !== 'null' ? token : null;
  if (access === 'public') return visitor;
  if (access === 'operator') {
    // Only a console session opens an operator call; a student's token is not looked up there.
    const operator = usable ? await resolveOperatorSession(deps.db, usable, deps.now()) : null;
    if (!operator) throw sessionEnded(consoleMessages.signInRequired);
    if (roles && !roles.includes(operator.role)) {
      throw new ServiceError(403, consoleMessages.roleRefused, 'role_refused');
    }
    return operator;
  }
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
    return { status: error.status, message: error.message, data: null, code: error.code };
  if (error instanceof z.ZodError)
    return { status: 422, message: firstIssueMessage(error), data: null, code: 'invalid_input' };
  console.error('Unexpected backend error', error);
  return { status: 500, message: 'Something went wrong', data: null, code: 'server_error' };
}
