import { z } from 'zod';

import { CONTENT_CACHE_TAGS } from '../cache/tags';
import { defineCall } from '../calls/define-call';

import { policyEndpoints } from './endpoints';
import { consolePolicyEndpoints } from './console-endpoints';
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
import {
  CONTACT_INBOX_PAGE,
  CONTACT_STATES,
  CONTACT_TEXT_LIMIT,
  consolePolicyMessages,
  POLICY_HTML_MAX,
  POLICY_TITLE_MAX,
} from './texts';

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

const policyKeyField = z.enum(POLICY_KEYS, { error: consolePolicyMessages.chooseKey });

const consolePolicySchema = z.object({
  key: z.enum(POLICY_KEYS),
  title: z.string(),
  /** When the published text last changed. */
  updated: z.string(),
  /** An unpublished edit is waiting. */
  hasDraft: z.boolean(),
});

/** The policy pages' HTML is large; the JSON body cap is raised to fit the longest text. */
const POLICY_BODY_LIMIT = 4 * POLICY_HTML_MAX + 16 * 1024;

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
  listContactMessages: defineCall(consolePolicyEndpoints.listContactMessages, {
    request: z.object({
      state: z.enum(CONTACT_STATES, { error: contactInboxMessages.chooseState }).default('open'),
      limit: limitField(CONTACT_INBOX_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({ list: z.array(contactItemSchema), total: z.number().int() }),
  }),
  markContactHandled: defineCall(consolePolicyEndpoints.markContactHandled, {
    request: z.object({
      contactId: idField(),
      handled: z.boolean({ error: contactInboxMessages.sayHandled }),
    }),
    data: z.object({ contactId: z.number().int(), handled: z.boolean() }),
  }),
  replyToContact: defineCall(consolePolicyEndpoints.replyToContact, {
    request: z.object({
      contactId: idField(),
      reply: requiredText(contactInboxMessages.replyRequired).pipe(
        z.string().max(CONTACT_TEXT_LIMIT, { error: contactInboxMessages.replyTooLong }),
      ),
    }),
    data: z.object({ contactId: z.number().int(), repliedAt: z.string() }),
  }),
  listPolicyPagesForConsole: defineCall(consolePolicyEndpoints.listPolicyPagesForConsole, {
    request: z.object({}).strip(),
    data: z.array(consolePolicySchema),
  }),
  /** One policy page: its published title and text, and the draft when there is one. */
  consolePolicyPage: defineCall(consolePolicyEndpoints.consolePolicyPage, {
    request: z.object({ key: policyKeyField }),
    data: consolePolicySchema.extend({
      html: z.string(),
      draftTitle: z.string().nullable(),
      draftHtml: z.string().nullable(),
    }),
  }),
  /**
   * Saves a title and text as the page's draft, sanitised before it is stored; the answer names
   * what the sanitiser removed. Visitors see nothing of it until it is published.
   */
  savePolicyDraft: defineCall(consolePolicyEndpoints.savePolicyDraft, {
    maxBodyBytes: POLICY_BODY_LIMIT,
    request: z.object({
      key: policyKeyField,
      title: requiredText(consolePolicyMessages.titleRequired).pipe(
        z.string().max(POLICY_TITLE_MAX, { error: consolePolicyMessages.titleTooLong }),
      ),
      html: requiredText(consolePolicyMessages.htmlRequired).pipe(
        z.string().max(POLICY_HTML_MAX, { error: consolePolicyMessages.htmlTooLong }),
      ),
    }),
    data: z.object({
      key: z.enum(POLICY_KEYS),
      saved: z.boolean(),
      /** What the sanitiser took out ("<script>", "onclick", "javascript: link"). */
      removed: z.array(z.string()),
    }),
  }),
  /** Makes the draft the page's published text: the page and its cached copies change at once. */
  publishPolicyPage: defineCall(consolePolicyEndpoints.publishPolicyPage, {
    invalidates: [CONTENT_CACHE_TAGS.policies],
    request: z.object({ key: policyKeyField }),
    data: z.object({ key: z.enum(POLICY_KEYS) }),
  }),
  /** Drops the draft; the published text stays. */
  discardPolicyDraft: defineCall(consolePolicyEndpoints.discardPolicyDraft, {
    request: z.object({ key: policyKeyField }),
    data: z.object({ key: z.enum(POLICY_KEYS) }),
  }),
};

/** What the policy and contact calls answer. */
export const pageMessages = {
  policyMissing: 'This page is not available.',
  contactSaved: 'Thank you for your message. We will get back to you soon.',
} as const;
