import { z } from 'zod';

import { defineCall } from '../calls/define-call';

import { policyEndpoints } from './endpoints';
import { POLICY_KEYS } from '../calls/domain';
import {
  emailField,
  idField,
  limitField,
  messages,
  nothing,
  offsetField,
  requiredText,
  typedText,
} from '../calls/fields';
import { CONTACT_INBOX_PAGE, CONTACT_STATES, CONTACT_TEXT_LIMIT } from './texts';

export { POLICY_KEYS as policyKeys, type PolicyKey } from '../calls/domain';

export const contactSchema = z.object({
  email: emailField(messages.contactEmailRequired, messages.emailInvalid),
  message: typedText()
    .trim()
    .max(CONTACT_TEXT_LIMIT, { error: `Message cannot exceed ${CONTACT_TEXT_LIMIT} characters` })
    .default(''),
});
export type ContactInput = z.input<typeof contactSchema>;

/** What the console's inbox calls answer, success and refusal, as operators read them. */
export const contactInboxMessages = {
  listed: 'Contact messages fetched successfully',
  handled: 'Marked handled: it leaves the open messages.',
  reopened: 'Reopened: it is back among the open messages.',
  replied: (email: string) => `Reply sent to ${email}.`,
  notFound: 'Contact message not found',
  sendFailed: 'The reply could not be sent. Please try again.',
  chooseState: 'Choose open, handled or all',
  sayHandled: 'Say whether the message is handled',
  replyRequired: 'Please write a reply',
  replyTooLong: `Reply cannot exceed ${CONTACT_TEXT_LIMIT} characters`,
} as const;

const contactItemSchema = z.object({
  contactId: z.number().int(),
  email: z.string(),
  /** The sender's name when the address is a student's; null for a visitor. */
  studentName: z.string().nullable(),
  message: z.string(),
  created: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  /** The email of the operator who marked it handled. */
  handledBy: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

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
  listContactMessages: defineCall(policyEndpoints.listContactMessages, {
    request: z.object({
      state: z.enum(CONTACT_STATES, { error: contactInboxMessages.chooseState }).default('open'),
      limit: limitField(CONTACT_INBOX_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({ list: z.array(contactItemSchema), total: z.number().int() }),
  }),
  markContactHandled: defineCall(policyEndpoints.markContactHandled, {
    request: z.object({
      contactId: idField(),
      handled: z.boolean({ error: contactInboxMessages.sayHandled }),
    }),
    data: z.object({ contactId: z.number().int(), handled: z.boolean() }),
  }),
  replyToContact: defineCall(policyEndpoints.replyToContact, {
    request: z.object({
      contactId: idField(),
      reply: requiredText(contactInboxMessages.replyRequired).pipe(
        z.string().max(CONTACT_TEXT_LIMIT, { error: contactInboxMessages.replyTooLong }),
      ),
    }),
    data: z.object({ contactId: z.number().int(), repliedAt: z.string() }),
  }),
};

/** What the policy and contact calls answer. */
export const pageMessages = {
  policyMissing: 'This page is not available.',
  contactSaved: 'Thank you for your message. We will get back to you soon.',
} as const;
