import type { Handlers } from '@/lib/calls/service';

import type { policyCalls } from './calls';
import { listContactMessages, markContactHandled, replyToContact } from './contact-inbox';
import { contact, policy } from './service';

export const policyHandlers = {
  policy,
  contact,
  listContactMessages,
  markContactHandled,
  replyToContact,
} satisfies Handlers<typeof policyCalls>;
