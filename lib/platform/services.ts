import { accountHandlers } from '@/lib/accounts/handlers';
import { caseHandlers } from '@/lib/cases/handlers';
import { commentHandlers } from '@/lib/comments/handlers';
import { consoleHandlers } from '@/lib/operators/handlers';
import { feedbackHandlers } from '@/lib/feedback/handlers';
import { lessonHandlers } from '@/lib/lessons/handlers';
import { liveSessionHandlers } from '@/lib/live-sessions/handlers';
import { planHandlers } from '@/lib/plans/handlers';
import { practiceHandlers } from '@/lib/practice/handlers';
import { policyHandlers } from '@/lib/policies/handlers';

import type { Services } from '../calls/service';

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
  ...consoleHandlers,
  ...practiceHandlers,
} satisfies Services;
