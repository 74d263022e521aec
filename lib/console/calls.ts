import { z } from 'zod';

import { defineCall } from '../calls/define-call';
import {
  emailField,
  empty,
  limitField,
  messages,
  offsetField,
  requiredSecret,
} from '../calls/fields';
import { consoleEndpoints } from './endpoints';
import { OPERATOR_ROLES } from './roles';
import { AUDIT_PAGE, consoleMessages } from './texts';

export const operatorSignInSchema = z.object({
  email: emailField(messages.emailRequired, messages.emailInvalid),
  password: requiredSecret(messages.passwordRequired),
  /** Six digits from the authenticator app, or a recovery code such as `7kq2-9xw4`. */
  code: z
    .string({ error: consoleMessages.codeFormat })
    .trim()
    .regex(/^(?:\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, { error: consoleMessages.codeFormat }),
});

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A filter as the audit page's address spells it: an exact action, a word of the actor. */
const filterText = z
  .string()
  .trim()
  .max(100, { error: 'A filter is at most 100 characters' })
  .regex(/^[\p{L}\p{N} @._+-]*$/u, { error: 'A filter holds letters, digits and @ . _ + - only' })
  .optional()
  .transform((v) => v || undefined);

export const consoleCalls = {
  operatorSignIn: defineCall(consoleEndpoints.operatorSignIn, {
    request: operatorSignInSchema,
    data: z.object({ token: z.string(), expiresAt: z.string() }),
  }),
  operatorSignOut: defineCall(consoleEndpoints.operatorSignOut, {
    request: empty,
    data: z.null(),
  }),
  consoleOverview: defineCall(consoleEndpoints.consoleOverview, {
    request: empty,
    data: z.object({
      operator: z.object({ email: z.string(), role: z.enum(OPERATOR_ROLES) }),
      /** Which checkouts take money here; the demo checkout never does. */
      payments: z.object({ razorpay: z.boolean(), paypal: z.boolean(), demo: z.boolean() }),
      counts: z.object({
        students: z.number().int(),
        purchases: z.number().int(),
        upcomingSessions: z.number().int(),
      }),
    }),
  }),
  listAuditLog: defineCall(consoleEndpoints.listAuditLog, {
    request: z.object({
      action: filterText,
      actor: filterText,
      limit: limitField(AUDIT_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({
      list: z.array(auditEntrySchema),
      total: z.number().int(),
      actions: z.array(z.string()),
    }),
  }),
  /** Mail that failed its last retry in the past week, newest first (docs/jobs.md). */
  listFailedMail: defineCall(consoleEndpoints.listFailedMail, {
    request: z.object({}).strip(),
    data: z.object({
      list: z.array(
        z.object({
          id: z.string(),
          to: z.string(),
          subject: z.string(),
          failedAt: z.string(),
          attempts: z.number().int(),
          error: z.string(),
        }),
      ),
    }),
  }),
};
