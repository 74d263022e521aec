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
  /** The original API's payload names the student; the wire carries the session's studentId. */
  sendsStudentId: boolean;
  /** The largest body the BFF and the API server read for this call; larger ones get 413. */
  maxBodyBytes: number;
  /** Counted per client address or per student before the call runs; over the limit, 429. */
  limit?: CallLimit;
  /**
   * Cache tags (lib/cache/tags.ts) a successful call makes stale, fixed or named by its parsed
   * input (typed `never` here so every definition fits the general type; defineCall checks it).
   */
  invalidates: readonly string[] | ((input: never) => readonly string[]);
  request: Req;
  data: Data;
};

/** JSON bodies hold a few form fields; 1000-character texts fit many times over. */
const JSON_BODY_LIMIT = 64 * 1024;
/** A multipart body is one upload at most plus its form fields and part headers. */
export const MULTIPART_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

type Details<Req, Data> = {
  request: Req;
  data: Data;
  sendsStudentId?: boolean;
  maxBodyBytes?: number;
  limit?: CallLimit;
  invalidates?: readonly string[] | ((input: z.output<Req>) => readonly string[]);
};

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
    sendsStudentId: false,
    maxBodyBytes: where.encoding === 'multipart' ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT,
    invalidates: [],
    ...details,
  };
}
