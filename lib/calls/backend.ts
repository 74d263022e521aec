import { z } from 'zod';

import { accessMessages } from '@/lib/access/roles';

import { visitor, type Actor, type OperatorActor, type StudentActor } from './actor';
import {
  firstIssueMessage,
  type CallDefinition,
  type CallTable,
  type StreamDefinition,
} from './define-call';
import type { Database } from '../db/client';
import type { BackendDeps } from './deps';
import type { Envelope } from './envelope';
import { ServiceError, signInEnded } from './service-error';
import { dropBody } from './request-body';
import type { AnyService } from './service';
import { streamRefusal, type StreamAnswer, type StreamBody, type StreamRequest } from './stream';

/** How the backend finds who a token names: the domains that issue tokens say (lib/platform). */
type ActorLookups = {
  /** The student of a live sign-in token, or null. */
  student(db: Database, token: string, now: Date): Promise<StudentActor | null>;
  /** The operator of a current console sign-in token, or null. */
  operator(db: Database, token: string, now: Date): Promise<OperatorActor | null>;
};

/** What a backend serves: the calls, their services by name, and how tokens name actors. */
export type BackendTables = {
  calls: CallTable;
  services: Record<string, unknown>;
  actors: ActorLookups;
};

export type Backend = {
  /** The calls this backend serves, by name (the HTTP API server finds them by address). */
  calls: CallTable;
  /**
   * Runs one call for the holder of `token` (the wire's x-token) with input as it arrived on the
   * wire: parsed here, at the HTTP API server's trust boundary. Answers the envelope; never throws.
   */
  handle(
    name: string,
    request: { token: string | null; input: unknown },
  ): Promise<Envelope<unknown>>;
  /**
   * Runs one call for the holder of `token` with input a boundary in this process already parsed
   * (the BFF, a server action, a page): not parsed again. Answers the envelope; never throws.
   */
  invoke(name: string, token: string | null, input: unknown): Promise<Envelope<unknown>>;
  /** A call whose answer is bytes, for the holder of `token`; never throws. */
  stream(
    name: string,
    token: string | null,
    input: unknown,
    request: StreamRequest,
  ): Promise<StreamAnswer>;
  /** A call whose request's body streams, for the holder of `token`; never throws. */
  receive(
    name: string,
    token: string | null,
    input: unknown,
    body: StreamBody,
  ): Promise<Envelope<unknown>>;
  deps: BackendDeps;
};

/**
 * The backend: each call's service with its actor resolved from the token, never from the input.
 * `overrides` replace services by name (tests).
 */
export function createBackend(
  deps: BackendDeps,
  { calls, services: table, actors }: BackendTables,
  overrides: Record<string, unknown> = {},
): Backend {
  const services = { ...table, ...overrides } as Record<string, AnyService | undefined>;

  function serviceOf(name: string): AnyService {
    const service = services[name];
    if (!service) throw new ServiceError(501, 'This feature is not available yet.');
    return service;
  }

  async function serve(name: string, actor: Actor, input: unknown) {
    const result = (await serviceOf(name)(deps, actor, input)) as {
      message: string;
      data: unknown;
    };
    return { status: 200, message: result.message, data: result.data };
  }

  function parse(name: string, input: unknown): unknown {
    const parsed = calls[name]!.request.safeParse(input ?? {});
    if (!parsed.success) throw new ServiceError(422, firstIssueMessage(parsed.error));
    return parsed.data;
  }

  const definition = (name: string) => {
    const call = calls[name];
    if (!call) throw new ServiceError(404, 'No such call');
    return call;
  };

  return {
    calls,
    deps,
    async handle(name, { token, input }) {
      try {
        const parsed = parse(name, input);
        return await serve(name, await resolveActor(deps, actors, definition(name), token), parsed);
      } catch (error) {
        return toEnvelope(error);
      }
    },
    async invoke(name, token, input) {
      try {
        return await serve(name, await resolveActor(deps, actors, definition(name), token), input);
      } catch (error) {
        return toEnvelope(error);
      }
    },
    async stream(name, token, input, request) {
      try {
        const call = definition(name) as StreamDefinition;
        const actor = await streamActor(deps, actors, call, token);
        return (await serviceOf(name)(deps, actor, input, request)) as StreamAnswer;
      } catch (error) {
        const { status, message } = toEnvelope(error);
        return streamRefusal(status, message, request.head);
      }
    },
    async receive(name, token, input, body) {
      try {
        const actor = await resolveActor(deps, actors, definition(name) as CallDefinition, token);
        const result = (await serviceOf(name)(deps, actor, input, body)) as {
          message: string;
          data: unknown;
        };
        return { status: 200, message: result.message, data: result.data };
      } catch (error) {
        // Refused before the service read it: the rest of the body is not wanted.
        await dropBody(body.stream);
        return toEnvelope(error);
      }
    },
  };
}

async function resolveActor(
  deps: BackendDeps,
  actors: ActorLookups,
  { access, roles }: Pick<CallDefinition, 'access' | 'roles'>,
  token: string | null,
): Promise<Actor> {
  const usable = token && token !== 'null' ? token : null;
  if (access === 'public') return visitor;
  if (access === 'operator') {
    // Only a console sign-in opens an operator call; a student's token is not looked up there.
    const operator = usable ? await actors.operator(deps.db, usable, deps.now()) : null;
    if (!operator) throw signInEnded(accessMessages.operatorSignInRequired);
    if (roles && !roles.includes(operator.role)) {
      throw new ServiceError(403, accessMessages.roleRefused, 'role_refused');
    }
    return operator;
  }
  if (access === 'reset') return { kind: 'reset-holder', resetToken: usable };
  if (!usable) {
    if (access === 'student') throw signInEnded('Please log in to continue');
    return visitor;
  }
  const student = await actors.student(deps.db, usable, deps.now());
  // A token that no longer works ends the sign-in, even on calls a visitor could make.
  if (!student) throw signInEnded();
  return student;
}

/**
 * A stream's actor: the student a token names, or a visitor (a stream ends no sign-in). An
 * operator's stream needs a console sign-in (401 without one: the console's download routes
 * answer so) and one of its roles (403).
 */
async function streamActor(
  deps: BackendDeps,
  actors: ActorLookups,
  { access, roles }: StreamDefinition,
  token: string | null,
): Promise<Actor> {
  const usable = token && token !== 'null' ? token : null;
  if (access === 'operator') {
    const operator = usable ? await actors.operator(deps.db, usable, deps.now()) : null;
    if (!operator) throw new ServiceError(401, accessMessages.operatorSignInRequired);
    if (roles && !roles.includes(operator.role)) {
      throw new ServiceError(403, accessMessages.roleRefused, 'role_refused');
    }
    return operator;
  }
  if (access === 'public' || !usable) return visitor;
  return (await actors.student(deps.db, usable, deps.now())) ?? visitor;
}

function toEnvelope(error: unknown): Envelope<null> {
  if (error instanceof ServiceError)
    return { status: error.status, message: error.message, data: null, code: error.code };
  if (error instanceof z.ZodError)
    return { status: 422, message: firstIssueMessage(error), data: null, code: 'invalid_input' };
  console.error('Unexpected backend error', error);
  return { status: 500, message: 'Something went wrong', data: null, code: 'server_error' };
}
