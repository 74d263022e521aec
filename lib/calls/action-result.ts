import type { z } from 'zod';

import { firstIssueMessage } from './define-call';
import type { Envelope } from './envelope';
import { codeForStatus, type ErrorCode } from './error-codes';

/**
 * What an account action answers its form: the same `{ status, message, data }` as every BFF
 * call (status 200 = success; 422 invalid input, 429 throttled, otherwise the API's status).
 */
export type ActionResult<T = unknown> = Envelope<T | null>;

const NOT_AN_OBJECT = 'The request must be an object of form fields';

/** A success with the API's message. */
export function succeeded(message: string): ActionResult<never> {
  return { status: 200, message, data: null };
}

/** A refusal with its status, message and code (what the status says, unless named). */
export function refused(status: number, message: string, code?: ErrorCode): ActionResult<never> {
  return { status, message, data: null, code: code ?? codeForStatus(status) };
}

/**
 * Checks an action's argument, which can be any JSON value whoever posts it, against a call's
 * schema: the parsed input, or the 422 to answer with the first failing field's message.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; result: ActionResult<never> } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, result: refused(422, NOT_AN_OBJECT) };
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, result: refused(422, firstIssueMessage(parsed.error)) };
  return { ok: true, data: parsed.data };
}
