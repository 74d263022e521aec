import { z } from 'zod';

import { defineCall } from './define-call';
import { emailField, messages, nothing } from './fields';

export const policyKeys = [
  'termsAndCondition',
  'privacypolicy',
  'cancellationAndRefundPolicy',
] as const;
export type PolicyKey = (typeof policyKeys)[number];

export const contactSchema = z.object({
  email: emailField(messages.contactEmailRequired, messages.emailInvalid),
  message: z
    .string()
    .trim()
    .max(5000, { error: 'Message cannot exceed 5000 characters' })
    .default(''),
});
export type ContactInput = z.input<typeof contactSchema>;

export const pageCalls = {
  policy: defineCall({
    path: 'privacypolicy/view',
    method: 'POST',
    access: 'public',
    request: z.object({ key: z.enum(policyKeys, { error: 'Unknown policy page' }) }),
    data: z.object({
      key: z.enum(policyKeys),
      title: z.string(),
      value: z.string(),
      updated: z.string(),
    }),
  }),
  contact: defineCall({
    path: 'contactus/save',
    method: 'POST',
    access: 'public',
    request: contactSchema,
    data: nothing,
  }),
};
