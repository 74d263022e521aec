import type { Handlers } from '@/lib/calls/service';

import type { pageCalls } from './calls';
import { contact, policy } from './service';

export const policyHandlers = { policy, contact } satisfies Handlers<typeof pageCalls>;
