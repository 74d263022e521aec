import { z } from 'zod';

import { defineCall } from '../calls/define-call';

import { policyEndpoints } from './endpoints';
import { POLICY_KEYS } from '../calls/domain';
import { emailField, messages, nothing, typedText } from '../calls/fields';

export { POLICY_KEYS as policyKeys, type PolicyKey } from '../calls/domain';

export const contactSchema = z.object({
  email: emailField(messages.contactEmailRequired, messages.emailInvalid),
  message: typedText()
    .trim()
    .max(5000, { error: 'Message cannot exceed 5000 characters' })
    .default(''),
});
export type ContactInput = z.input<typeof contactSchema>;

export const policyCalls = {
  policy: defineCall(policyEndpoints.policy, {
    request: z.object({ key: z.enum(POLICY_KEYS, { error: 'Unknown policy page' }) }),
    data: z.object({
      key: z.enum(POLICY_KEYS),
      title: z.string(),
      value: z.string(),
      updated: z.string(),
    }),
  }),
  contact: defineCall(policyEndpoints.contact, {
    limit: { limit: 'contactMessagesPerClient', per: 'client' },
    request: contactSchema,
    data: nothing,
  }),
};

/** What the policy and contact calls answer. */
export const pageMessages = {
  policyMissing: 'This page is not available.',
  contactSaved: 'Thank you for your message. We will get back to you soon.',
} as const;
