import { accessMessages } from '@/lib/access/roles';
import { abuseLimits, operatorLimitKey, tooManyAttempts } from '@/lib/limits/abuse-limits';
import { logError } from '@/lib/log';

import { ApiError } from './api-error';
import {
  firstIssueMessage,
  staleTagsOf,
  type CallDefinition,
  type CallTable,
  type DataOf,
} from './define-call';
import type { BrowserWay, CallAccess } from './endpoint';
import type { Envelope } from './envelope';
import { codeForStatus, type ErrorCode } from './error-codes';
import { callApi } from './gateway';
import { BodyRefused } from './read-call-input';
import type { OperatorSignIn, StudentSignIn } from './transport';

/*
 * The edge pipeline: what every entrance does between the browser and a call, written once
 * (docs/architecture.md, "The edge pipeline"). The entrances (the BFF routes, the console's
 * server action, the console's page loaders) add only what is truly their own: an origin check,
 * reading a body, a Response or an action's result, a redirect.
 */

/** What an entrance brings to a call: how it reads the actor, the client, and where tags go. */
export type Entrance = {
  /** The ways this entrance serves; a call reached any other way is answered as absent (404). */
  ways: readonly BrowserWay[];
  /** The access rules of the calls it serves (the console's: `operator`); all when absent. */
  access?: readonly CallAccess[];
  /** The actor's credentials, from the entrance's cookie: never from the input. */
  readSignIn: () => Promise<StudentSignIn | OperatorSignIn | null>;
  /** The client's address, for the limits counted per client (read only when one is). */
  client: () => string | Promise<string>;
  /** Whether the request writes: an operator's writes count against their sign-in's limit. */
  writes: boolean;
  /** Told each cache tag a successful call makes stale. */
  invalidate?: (tag: string) => void;
  /** Lets the framework's own control flow through (Next's redirect, notFound, dynamic use). */
  rethrow?: (error: unknown) => void;
};

/** A refusal, as an envelope, with what the entrance may need to act on it. */
type Refusal = Envelope<null> & {
  ok: false;
  /** Seconds to wait, for a 429. */
  retryAfter?: number;
  /** The backend ended the sign-in the call was made with (the BFF clears a student's cookie). */
  signInEnded?: boolean;
  /** The API's own refusal, or what failed on the way to it, for an entrance that rethrows. */
  cause?: unknown;
};

export type Outcome<T> = { ok: true; status: 200; message: string; data: T } | Refusal;

function refusal(status: number, message: string, code?: ErrorCode): Refusal {
  return { ok: false, status, message, data: null, code: code ?? codeForStatus(status) };
}

const NOT_AN_OBJECT = 'The request must be an object of form fields';

/**
 * Runs the call `name` of `table` for an entrance: refuses a call the entrance does not serve;
 * takes the actor from the entrance's credentials; reads and parses the input once; counts the
 * abuse limits (per client or per student) and an operator's writes; makes the call; stales the
 * definition's cache tags; maps errors (an ApiError keeps its status and code, anything else is
 * logged and answered 502).
 */
export async function runCall<T extends CallTable, K extends keyof T & string>(
  table: T,
  name: K,
  readInput: () => unknown,
  entrance: Entrance,
): Promise<Outcome<T[K] extends CallDefinition ? DataOf<T[K]> : never>> {
  const found: CallDefinition | StreamDefinitionLike | undefined = Object.hasOwn(table, name)
    ? table[name]
    : undefined;
  if (
    !found ||
    found.answer !== 'envelope' ||
    !entrance.ways.includes(found.via) ||
    (entrance.access && !entrance.access.includes(found.access))
  ) {
    return refusal(404, 'Not found');
  }
  const call = found;

  const signIn = call.access === 'public' ? null : await entrance.readSignIn();
  if (call.access === 'student' && !signIn) return refusal(401, 'Please log in to continue');
  if (call.access === 'operator' && !signIn) {
    return refusal(401, accessMessages.operatorSignInRequired);
  }

  let input: unknown;
  try {
    input = await readInput();
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return refusal(error.status, error.message);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return refusal(422, NOT_AN_OBJECT);
  }
  const parsed = call.request.safeParse(input);
  if (!parsed.success) return refusal(422, firstIssueMessage(parsed.error));

  const limits = call.limit || (entrance.writes && signIn) ? await abuseLimits() : null;
  if (call.limit && limits) {
    const key =
      call.limit.per === 'student' && signIn && 'studentId' in signIn
        ? `student:${signIn.studentId}`
        : await entrance.client();
    const wait = await limits.take(call.limit.limit, key);
    if (wait > 0) return { ...refusal(429, tooManyAttempts(wait)), retryAfter: wait };
  }
  if (entrance.writes && limits && signIn && 'operatorToken' in signIn) {
    // An operator's writes count per console sign-in, whichever entrance they come through.
    const wait = await limits.take('operatorWritesPerSignIn', operatorLimitKey(signIn));
    if (wait > 0) return { ...refusal(429, tooManyAttempts(wait)), retryAfter: wait };
  }

  try {
    const { message, data } = await callApi(name, call, parsed.data as never, signIn);
    for (const tag of staleTagsOf(call, parsed.data)) entrance.invalidate?.(tag);
    return { ok: true, status: 200, message, data: data as never };
  } catch (error) {
    entrance.rethrow?.(error);
    if (!(error instanceof ApiError)) {
      // The API could not be reached or answered nonsense: the request itself was fine.
      logError(`Call ${name} failed`, error, { call: call.path });
      return { ...refusal(502, 'Something went wrong'), cause: error };
    }
    return {
      ...refusal(error.status, error.message, error.code),
      signInEnded: error.signInEnded,
      cause: error,
    };
  }
}

type StreamDefinitionLike = { answer: 'stream'; via: BrowserWay; access: CallAccess };

/** An outcome as the envelope an entrance answers (a BFF's body, an action's result). */
export function envelopeOf<T>(outcome: Outcome<T>): Envelope<T | null> {
  if (outcome.ok) return { status: outcome.status, message: outcome.message, data: outcome.data };
  const { status, message, code } = outcome;
  return code === undefined
    ? { status, message, data: null }
    : { status, message, data: null, code };
}
