import type { CallDefinition, StreamDefinition } from './define-call';
import type { Envelope } from './envelope';
import type { StreamAnswer, StreamBody, StreamRequest } from './stream';

/** The signed-in student, read from the httpOnly sign-in cookie on the server. */
export type StudentSignIn = { studentId: number; token: string };

/** The signed-in operator, read from the console's own httpOnly cookie on the server. */
export type OperatorSignIn = { operatorToken: string };

/**
 * Who a call is made for: a student's sign-in, the holder of the temporary reset token issued
 * after OTP verification, an operator's console sign-in, or nobody.
 */
export type Credentials = StudentSignIn | { resetToken: string } | OperatorSignIn | null;

/** The x-token a call carries on the wire ("null" when there is none, as the original API expects). */
export function wireToken(credentials: Credentials): string | null {
  if (!credentials) return null;
  if ('resetToken' in credentials) return credentials.resetToken;
  if ('operatorToken' in credentials) return credentials.operatorToken;
  return credentials.token;
}

/** The studentId the original API's payloads name: always the sign-in's, never the browser's. */
export function wireStudentId(credentials: Credentials): number | null {
  return credentials && 'studentId' in credentials ? credentials.studentId : null;
}

/**
 * How calls reach the backend: in this process (lib/calls/embedded-transport.ts) or over HTTP to
 * an API tier (lib/calls/http-transport.ts). Installed once per process by the composition root
 * (lib/platform/install.ts); the gateway (lib/calls/gateway.ts) sends every call through it.
 */
export interface Transport {
  /**
   * Makes one call with input a trust boundary has already parsed. A transport that crosses a
   * process checks the answer's data against the call's schema; the embedded one need not.
   */
  send(
    name: string,
    call: CallDefinition,
    input: Record<string, unknown>,
    credentials: Credentials,
  ): Promise<Envelope<unknown>>;
  /** A call whose answer is bytes (or the byte range the request names), streamed as they come. */
  stream(
    name: string,
    call: StreamDefinition,
    input: Record<string, unknown>,
    request: StreamRequest,
    credentials: Credentials,
  ): Promise<StreamAnswer>;
  /** A call whose request's body is bytes, streamed to the service as they arrive. */
  receive(
    name: string,
    call: CallDefinition,
    input: Record<string, unknown>,
    body: StreamBody,
    credentials: Credentials,
  ): Promise<Envelope<unknown>>;
}
