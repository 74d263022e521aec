import { ApiError } from './api-error';
import type {
  CallDefinition,
  CallTable,
  DataOf,
  ParsedRequestOf,
  StreamDefinition,
} from './define-call';
import type { Envelope } from './envelope';
import type { StreamAnswer, StreamBody, StreamRequest } from './stream';
import type { Credentials, Transport } from './transport';

/*
 * The gateway: every server-side call goes through the transport the composition root installed
 * (lib/platform/install.ts), by the call's name and definition. A domain builds its typed client
 * from its own definitions, `gatewayFor(lessonCalls)`, so nothing here knows the domains.
 */

export type ApiResult<T> = { message: string; data: T };

/*
 * Kept on globalThis under a registered symbol: Next may load this module more than once (the
 * instrumentation hook, each route's bundle), and every copy must find the one transport.
 */
const TRANSPORT = Symbol.for('frcr.calls.transport');
const slot = globalThis as unknown as Record<typeof TRANSPORT, Transport | undefined>;

/** Routes every call of this process through `transport` (undefined: none, until installed again). */
export function installTransport(transport: Transport | undefined) {
  slot[TRANSPORT] = transport;
}

/** Whether a transport is installed in this process. */
export const hasTransport = () => slot[TRANSPORT] !== undefined;

function transport(): Transport {
  const installed = slot[TRANSPORT];
  if (!installed) {
    throw new Error(
      'No transport is installed for calls: the process must call installPlatform() ' +
        '(lib/platform/install.ts) before it makes one (docs/architecture.md).',
    );
  }
  return installed;
}

/**
 * Makes one call with input a trust boundary (the BFF, a server action) parsed, or that server
 * code built to the call's parsed type; anything but success throws an ApiError with its code.
 */
export async function callApi<C extends CallDefinition>(
  name: string,
  call: C,
  input: ParsedRequestOf<C>,
  credentials: Credentials = null,
): Promise<ApiResult<DataOf<C>>> {
  const envelope = await transport().send(
    name,
    call,
    input as Record<string, unknown>,
    credentials,
  );
  if (envelope.status !== 200)
    throw new ApiError(envelope.status, envelope.message || 'Something went wrong', envelope.code);
  return { message: envelope.message, data: envelope.data as DataOf<C> };
}

/** A call whose answer is bytes; its refusals are answers too (a status and a short text). */
function streamCall<S extends StreamDefinition>(
  name: string,
  call: S,
  input: ParsedRequestOf<S>,
  request: StreamRequest,
  credentials: Credentials = null,
): Promise<StreamAnswer> {
  return transport().stream(name, call, input as Record<string, unknown>, request, credentials);
}

/** A call whose request's body streams; answers the envelope, refusals included. */
async function receiveCall<C extends CallDefinition>(
  name: string,
  call: C,
  input: ParsedRequestOf<C>,
  body: StreamBody,
  credentials: Credentials = null,
): Promise<Envelope<DataOf<C> | null>> {
  const envelope = await transport().receive(
    name,
    call,
    input as Record<string, unknown>,
    body,
    credentials,
  );
  return envelope as Envelope<DataOf<C> | null>;
}

type GatewayFunction<C> = C extends StreamDefinition
  ? (
      input: ParsedRequestOf<C>,
      request: StreamRequest,
      credentials?: Credentials,
    ) => Promise<StreamAnswer>
  : C extends CallDefinition & { streamsBody: true }
    ? (
        input: ParsedRequestOf<C>,
        body: StreamBody,
        credentials?: Credentials,
      ) => Promise<Envelope<DataOf<C> | null>>
    : C extends CallDefinition
      ? (input: ParsedRequestOf<C>, credentials?: Credentials) => Promise<ApiResult<DataOf<C>>>
      : never;

// Mapped over the table itself (homomorphic), so go-to-definition on `api.x` lands on its
// definition in the domain.
export type Gateway<C extends CallTable> = { [K in keyof C]: GatewayFunction<C[K]> };

/**
 * One typed function per call of a table: `const api = gatewayFor(lessonCalls)`, then
 * `api.listVideos({ limit, offset }, signIn)`.
 */
export function gatewayFor<C extends CallTable>(table: C): Gateway<C> {
  return Object.fromEntries(
    Object.entries(table).map(([name, call]) => [
      name,
      call.answer === 'stream'
        ? (input: never, request: StreamRequest, credentials?: Credentials) =>
            streamCall(name, call, input, request, credentials)
        : call.streamsBody
          ? (input: never, body: StreamBody, credentials?: Credentials) =>
              receiveCall(name, call, input, body, credentials)
          : (input: never, credentials?: Credentials) => callApi(name, call, input, credentials),
    ]),
  ) as Gateway<C>;
}
