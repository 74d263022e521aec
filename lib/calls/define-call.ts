import type { z } from 'zod';

import { MAX_IMAGE_BYTES } from './domain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call:
 * - `public`: anyone; the session, if any, is ignored.
 * - `optional`: anyone; a signed-in student gets a personalised answer.
 * - `student`: a signed-in student only.
 * - `reset`: the holder of the temporary token issued after OTP verification.
 */
export type CallAccess = 'public' | 'optional' | 'student' | 'reset';

export type CallDefinition<
  Req extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
  Access extends CallAccess = CallAccess,
> = {
  /** Path relative to the API base, without a leading slash (the browser adds `/api/`). */
  path: string;
  method: HttpMethod;
  access: Access;
  /** How the body travels on the wire. GET calls send their input as query parameters. */
  encoding: 'json' | 'multipart' | 'query';
  /** The seeds' payload names the student; the wire carries the session's studentId, never the browser's. */
  sendsStudentId: boolean;
  /**
   * Whether the generic BFF may forward the call. Calls whose answer holds a secret
   * (a session or reset token) have their own route handlers that keep it on the server.
   */
  browser: boolean;
  /** The largest body the BFF and the API server read for this call; larger ones get 413. */
  maxBodyBytes: number;
  request: Req;
  data: Data;
};

/** JSON bodies hold a few form fields; 1000-character texts fit many times over. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** A multipart body is one upload at most plus its form fields and part headers. */
export const MULTIPART_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

export function defineCall<
  Req extends z.ZodType,
  Data extends z.ZodType,
  Access extends CallAccess,
>(
  call: Omit<CallDefinition<Req, Data, Access>, Defaulted> &
    Partial<Pick<CallDefinition<Req, Data, Access>, Defaulted>>,
): CallDefinition<Req, Data, Access> {
  const encoding = call.encoding ?? (call.method === 'GET' ? 'query' : 'json');
  return {
    sendsStudentId: false,
    browser: true,
    encoding,
    maxBodyBytes: encoding === 'multipart' ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT,
    ...call,
  };
}

type Defaulted = 'sendsStudentId' | 'browser' | 'encoding' | 'maxBodyBytes';
