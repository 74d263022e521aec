import 'server-only';

import { serveBrowserCall } from '@/lib/calls/bff';

import { calls } from './calls';

type Audience = Parameters<typeof serveBrowserCall>[3];
type Invalidate = Parameters<typeof serveBrowserCall>[4];

/**
 * The BFFs' entrance for every domain's calls: the students' at /api/<path> and the console's at
 * /console/api/<path> find the call in the platform's table (lib/calls/bff.ts does the rest).
 */
export function handleBrowserCall(
  request: Request,
  path: string,
  audience: Audience,
  invalidate?: Invalidate,
): Promise<Response> {
  return serveBrowserCall(calls, request, path, audience, invalidate);
}
