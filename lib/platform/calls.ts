import { accountCalls } from '@/lib/accounts/calls';
import { consoleAccountEndpoints } from '@/lib/accounts/console-endpoints';
import { accountEndpoints } from '@/lib/accounts/endpoints';
import { accountHandlers } from '@/lib/accounts/handlers';
import type { Handlers } from '@/lib/calls/service';
import { caseCalls } from '@/lib/cases/calls';
import { consoleCaseEndpoints } from '@/lib/cases/console-endpoints';
import { caseEndpoints } from '@/lib/cases/endpoints';
import { caseHandlers } from '@/lib/cases/handlers';
import { commentCalls } from '@/lib/comments/calls';
import { consoleCommentEndpoints } from '@/lib/comments/console-endpoints';
import { commentEndpoints } from '@/lib/comments/endpoints';
import { commentHandlers } from '@/lib/comments/handlers';
import { feedbackCalls } from '@/lib/feedback/calls';
import { consoleFeedbackEndpoints } from '@/lib/feedback/console-endpoints';
import { feedbackEndpoints } from '@/lib/feedback/endpoints';
import { feedbackHandlers } from '@/lib/feedback/handlers';
import { insightCalls } from '@/lib/insight/calls';
import { insightEndpoints } from '@/lib/insight/endpoints';
import { insightHandlers } from '@/lib/insight/handlers';
import { lessonCalls } from '@/lib/lessons/calls';
import { consoleLessonEndpoints } from '@/lib/lessons/console-endpoints';
import { lessonEndpoints } from '@/lib/lessons/endpoints';
import { lessonHandlers } from '@/lib/lessons/handlers';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { consoleLiveSessionEndpoints } from '@/lib/live-sessions/console-endpoints';
import { liveSessionEndpoints } from '@/lib/live-sessions/endpoints';
import { liveSessionHandlers } from '@/lib/live-sessions/handlers';
import { operatorCalls } from '@/lib/operators/calls';
import { operatorEndpoints } from '@/lib/operators/endpoints';
import { operatorHandlers } from '@/lib/operators/handlers';
import { planCalls } from '@/lib/plans/calls';
import { consolePlanEndpoints } from '@/lib/plans/console-endpoints';
import { planEndpoints } from '@/lib/plans/endpoints';
import { planHandlers } from '@/lib/plans/handlers';
import { policyCalls } from '@/lib/policies/calls';
import { consolePolicyEndpoints } from '@/lib/policies/console-endpoints';
import { policyEndpoints } from '@/lib/policies/endpoints';
import { policyHandlers } from '@/lib/policies/handlers';
import { practiceCalls } from '@/lib/practice/calls';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import { practiceHandlers } from '@/lib/practice/handlers';
import { storageCalls, storageEndpoints, storageHandlers } from '@/lib/storage/calls';
import { vivaRoomCalls } from '@/lib/viva-rooms/calls';
import { vivaRoomEndpoints } from '@/lib/viva-rooms/endpoints';
import { vivaRoomHandlers } from '@/lib/viva-rooms/handlers';

/*
 * The call table: the one place that lists every domain's calls (docs/architecture.md). The
 * entrances that find a call by its address (the BFFs, the HTTP API server) and the embedded
 * backend are given these tables; domain code reaches the gateway with its own definitions
 * (`gatewayFor(lessonCalls)`) and never imports this module.
 */

/** Every call, gathered from the domains, by name. */
export const calls = {
  ...accountCalls,
  ...feedbackCalls,
  ...lessonCalls,
  ...commentCalls,
  ...liveSessionCalls,
  ...caseCalls,
  ...planCalls,
  ...policyCalls,
  ...operatorCalls,
  ...practiceCalls,
  ...vivaRoomCalls,
  ...insightCalls,
  ...storageCalls,
};

export type Calls = typeof calls;
export type CallName = keyof Calls;

export const callNames = Object.keys(calls) as CallName[];

/**
 * Every call's endpoint, without zod: the objects the definitions are built on, which the
 * browser's clients read (`bffFor(commentEndpoints)`, `consoleBffFor(consoleLessonEndpoints)`).
 */
export const endpoints = {
  ...accountEndpoints,
  ...consoleAccountEndpoints,
  ...feedbackEndpoints,
  ...consoleFeedbackEndpoints,
  ...lessonEndpoints,
  ...consoleLessonEndpoints,
  ...commentEndpoints,
  ...consoleCommentEndpoints,
  ...liveSessionEndpoints,
  ...consoleLiveSessionEndpoints,
  ...caseEndpoints,
  ...consoleCaseEndpoints,
  ...planEndpoints,
  ...consolePlanEndpoints,
  ...policyEndpoints,
  ...consolePolicyEndpoints,
  ...operatorEndpoints,
  ...practiceEndpoints,
  ...vivaRoomEndpoints,
  ...insightEndpoints,
  ...storageEndpoints,
};

/** Every call's service, gathered from the domains; a call without one is a type error. */
export const services = {
  ...accountHandlers,
  ...feedbackHandlers,
  ...lessonHandlers,
  ...commentHandlers,
  ...liveSessionHandlers,
  ...caseHandlers,
  ...planHandlers,
  ...policyHandlers,
  ...operatorHandlers,
  ...practiceHandlers,
  ...vivaRoomHandlers,
  ...insightHandlers,
  ...storageHandlers,
} satisfies Handlers<Calls>;
