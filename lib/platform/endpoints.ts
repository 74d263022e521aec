import { accountEndpoints } from '@/lib/accounts/endpoints';
import { caseEndpoints } from '@/lib/cases/endpoints';
import { commentEndpoints } from '@/lib/comments/endpoints';
import { consoleEndpoints } from '@/lib/operators/endpoints';
import { feedbackEndpoints } from '@/lib/feedback/endpoints';
import { lessonEndpoints } from '@/lib/lessons/endpoints';
import { liveSessionEndpoints } from '@/lib/live-sessions/endpoints';
import { planEndpoints } from '@/lib/plans/endpoints';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import { policyEndpoints } from '@/lib/policies/endpoints';

/**
 * Every call's endpoint, gathered from the domains, without zod: what the browser client needs.
 * The call definitions (lib/calls/index.ts) are built on these very objects.
 */
export const endpoints = {
  ...accountEndpoints,
  ...feedbackEndpoints,
  ...lessonEndpoints,
  ...commentEndpoints,
  ...liveSessionEndpoints,
  ...caseEndpoints,
  ...planEndpoints,
  ...policyEndpoints,
  ...consoleEndpoints,
  ...practiceEndpoints,
};

type Endpoints = typeof endpoints;

/** The calls the browser reaches through the BFF at /api/<path>. */
export type BrowserCall = {
  [K in keyof Endpoints]: Endpoints[K]['via'] extends 'bff' ? K : never;
}[keyof Endpoints];

export const browserEndpoints = Object.fromEntries(
  Object.entries(endpoints).filter(([, where]) => where.via === 'bff'),
) as { [K in BrowserCall]: Endpoints[K] };

/** The calls the console's pages reach through the console's BFF at /console/api/<path>. */
export type ConsoleCall = {
  [K in keyof Endpoints]: Endpoints[K]['via'] extends 'console' ? K : never;
}[keyof Endpoints];

export const consoleBffEndpoints = Object.fromEntries(
  Object.entries(endpoints).filter(([, where]) => where.via === 'console'),
) as { [K in ConsoleCall]: Endpoints[K] };
