import type { Handlers } from '@/lib/calls/service';

import type { policyCalls } from './calls';
import { contact, policy } from './service';

export const policyHandlers = { policy, contact } satisfies Handlers<typeof policyCalls>;
