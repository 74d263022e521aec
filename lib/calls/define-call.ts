import type { z } from 'zod';

import type { AbuseLimit } from '@/lib/limits/abuse-limits';

import { MAX_IMAGE_BYTES } from './domain';
import type { BrowserWay, CallAccess, Endpoint } from './endpoint';

export type { CallAccess, HttpMethod } from './endpoint';

/** A call that costs the site something per request (a scrypt, a stored row, a mail to read). */
type CallLimit = { limit: AbuseLimit; per: 'client' | 'student' };

/**
 * Everything the system knows about one call: its endpoint (path, method, encoding, access, the
 * browser's way to it), its request and the `data` of its answer as zod schemas, the largest body
 * read for it, its abuse limit and the cached content a success makes stale.
 */
export type CallDefinition<
  Req extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
  Access extends CallAccess = CallAccess,
  Way extends BrowserWay = BrowserWay,
> = Endpoint<Access, Way> & {
  /** The answer is an envelope with `data` (a stream's answer is bytes: StreamDefinition). */
  answer: 'envelope';
  /** The original API's payload names the student; the wire carries the session's studentId. */
  sendsStudentId: boolean;
  /** The largest body the BFF and the API server read for this call; larger ones get 413. */
  maxBodyBytes: number;
  /**
   * The request's body is bytes streamed to the service as they arrive (a lesson file), never
   * read into memory: the call is made with `transport.receive`, its input is what the address
   * carries, and `maxBodyBytes` is not read (the service caps the stream).
   */
  streamsBody?: true;
  /** Counted per client address or per student before the call runs; over the limit, 429. */
  limit?: CallLimit;
  /**
   * Cache tags (lib/cache/tags.ts) a successful call makes stale, fixed or named by its parsed
   * input (typed `never` here so every definition fits the general type; defineCall checks it).
   */
  invalidates: readonly string[] | ((input: never) => readonly string[]);
  /**
   * Where the console goes after a success, from the answer (a new lesson's page): the generic
   * server action redirects there (typed `never` here as `invalidates` is).
   */
  opens?: (data: never) => string;
  request: Req;
  data: Data;
};

/**
 * A call whose answer is bytes rather than an envelope (a stored file, a lesson's media, a
 * recording, a paper's image): made with `transport.stream`, in byte ranges where the service
 * allows them, and reached by the browser through a route of its own (`via: 'route'`). Its
 * request is what the address carries; the answer never ends a session (lib/calls/stream.ts).
 */
export type StreamDefinition<
  Req extends z.ZodType = z.ZodType,
  Access extends CallAccess = CallAccess,
> = Endpoint<Access, 'route'> & {
  answer: 'stream';
  request: Req;
};

/** A table of definitions by call name: a domain's, or the platform's of every domain. */
export type CallTable = Record<string, CallDefinition | StreamDefinition>;

/** What a call takes before its schema has parsed it (a form's values, a browser's body). */
export type RequestOf<C extends { request: z.ZodType }> = z.input<C['request']>;
/** What a call takes once a trust boundary has parsed it. */
export type ParsedRequestOf<C extends { request: z.ZodType }> = z.output<C['request']>;
/** The `data` of a call's successful answer. */
export type DataOf<C extends { data: z.ZodType }> = z.output<C['data']>;
/**
 * What a page read of a call: its data, or why it could not be read (`refused` for a role that
 * may not, `invalid` for an address that is not one). The console's lists read and draw this.
 */
export type PageRead<D> =
  | { kind: 'listed'; data: D }
  | { kind: 'refused'; message: string }
  | { kind: 'invalid'; message: string };

/** JSON bodies hold a few form fields; 1000-character texts fit many times over. */
const JSON_BODY_LIMIT = 64 * 1024;
/** A multipart body is one upload at most plus its form fields and part headers. */
export const MULTIPART_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

type Details<Req, Data> = {
  request: Req;
  data: Data;
  sendsStudentId?: boolean;
  maxBodyBytes?: number;
  streamsBody?: true;
  limit?: CallLimit;
  invalidates?: readonly string[] | ((input: z.output<Req>) => readonly string[]);
  opens?: (data: z.output<Data>) => string;
};

export function defineCall<
  Req extends z.ZodType,
  Data extends z.ZodType,
  Access extends CallAccess,
  Way extends BrowserWay,
>(
  where: Endpoint<Access, Way>,
  details: Details<Req, Data> & { streamsBody: true },
): CallDefinition<Req, Data, Access, Way> & { streamsBody: true };
export function defineCall<
  Req extends z.ZodType,
  Data extends z.ZodType,
  Access extends CallAccess,
  Way extends BrowserWay,
>(
  where: Endpoint<Access, Way>,
  details: Details<Req, Data>,
): CallDefinition<Req, Data, Access, Way>;
export function defineCall<
  Req extends z.ZodType,
  Data extends z.ZodType,
  Access extends CallAccess,
  Way extends BrowserWay,
>(
  where: Endpoint<Access, Way>,
  details: Details<Req, Data>,
): CallDefinition<Req, Data, Access, Way> {
  return {
    ...where,
    answer: 'envelope',
    sendsStudentId: false,
    maxBodyBytes: where.encoding === 'multipart' ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT,
    invalidates: [],
    ...details,
  };
}

export function defineStream<Req extends z.ZodType, Access extends CallAccess>(
  where: Endpoint<Access, 'route'>,
  details: { request: Req },
): StreamDefinition<Req, Access> {
  return { ...where, answer: 'stream', ...details };
}

/** The message of the first failing field, as the spec words it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** The cache tags a successful call makes stale, for the input it was made with. */
export function staleTagsOf(call: CallDefinition, input: unknown): readonly string[] {
  return typeof call.invalidates === 'function'
    ? call.invalidates(input as never)
    : call.invalidates;
}
