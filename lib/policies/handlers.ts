import type { Handlers } from '@/lib/calls/service';

import type { policyCalls } from './calls';
import { listContactMessages, markContactHandled, replyToContact } from './contact-inbox';
import {
  consolePolicyPage,
  discardPolicyDraft,
  listPolicyPagesForConsole,
  publishPolicyPage,
  savePolicyDraft,
} from './console-policies';
import { contact, policy } from './service';

export const policyHandlers = {
  policy,
  contact,
  listContactMessages,
  markContactHandled,
  replyToContact,
  listPolicyPagesForConsole,
  consolePolicyPage,
  savePolicyDraft,
  publishPolicyPage,
  discardPolicyDraft,
} satisfies Handlers<typeof policyCalls>;
