/*
 * The zod-free half of a call's definition: where it lives, how its body travels and who may
 * make it. The browser client is built from these objects; the full definition (lib/calls/
 * define-call.ts) spreads the same object, so the two can never disagree.
 */

import type { OperatorRole } from '@/lib/access/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call:
 * - `public`: anyone; the sign-in, if any, is ignored.
 * - `optional`: anyone; a signed-in student gets a personalised answer.
 * - `student`: a signed-in student only.
 * - `reset`: the holder of the temporary token issued after OTP verification.
 * - `operator`: a signed-in operator of the console whose role the call's `roles` names.
 */
export const CALL_ACCESS = ['public', 'optional', 'student', 'reset', 'operator'] as const;
export type CallAccess = (typeof CALL_ACCESS)[number];

/** How the body travels on the wire. GET calls send their input as query parameters. */
type Encoding = 'json' | 'multipart' | 'query';

/**
 * How the browser reaches a call: `bff`, at /api/<path> through the BFF; `action`, through a
 * server action (lib/accounts/actions.ts, lib/operators/actions.ts, lib/platform/console-actions.ts),
 * because its answer holds a token or it keeps flow state in a cookie that must not pass through
 * the generic BFF; `console`, at /console/api/<path> through the console's BFF, where the
 * console's cookie reaches (a form with a file: server actions take none); `page`, not at all:
 * only server-rendered pages read it (the console's lists, filtered by their address; the watched
 * marks a student's lesson page adds to the visitors' cached list); `route`,
 * at a route handler of its own that passes bytes on (a stored file, a lesson's media, a
 * recording, a paper's image, a lesson file uploaded), whose path here is the API's, with
 * `{field}` for the parts of the input it carries.
 */
export type BrowserWay = 'bff' | 'action' | 'console' | 'page' | 'route';

/** Where the browser reaches each way's calls, followed by the call's path. */
export const BFF_PREFIX = { bff: '/api/', console: '/console/api/' } as const;

export type Endpoint<
  Access extends CallAccess = CallAccess,
  Way extends BrowserWay = BrowserWay,
> = {
  /** Path relative to the API base, without a leading slash (the browser adds `/api/`). */
  path: string;
  method: HttpMethod;
  access: Access;
  encoding: Encoding;
  via: Way;
  /** For `via: 'action'`: the server action's name. */
  action?: string;
  /** For `access: 'operator'`: the roles that may make it. */
  roles?: readonly OperatorRole[];
};

type EndpointInput = {
  path: string;
  method: HttpMethod;
  access: CallAccess;
  encoding?: Encoding;
  via?: BrowserWay;
  action?: string;
  roles?: readonly OperatorRole[];
};

type WayOf<E extends EndpointInput> = E['via'] extends 'action' | 'console' | 'page' | 'route'
  ? E['via']
  : 'bff';

export function endpoint<const E extends EndpointInput>(input: E): Endpoint<E['access'], WayOf<E>> {
  return {
    ...input,
    encoding: input.encoding ?? (input.method === 'GET' ? 'query' : 'json'),
    via: (input.via ?? 'bff') as WayOf<E>,
  };
}
