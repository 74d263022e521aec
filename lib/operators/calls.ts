import { z } from 'zod';

import { defineCall } from '../calls/define-call';
import {
  emailField,
  empty,
  idField,
  limitField,
  messages,
  offsetField,
  requiredSecret,
} from '../calls/fields';
import { operatorEndpoints } from './endpoints';
import { OPERATOR_ROLES } from '../access/roles';
import { AUDIT_PAGE, consoleMessages, operatorAccountMessages } from './texts';

export const operatorSignInSchema = z.object({
  email: emailField(messages.emailRequired, messages.emailInvalid),
  password: requiredSecret(messages.passwordRequired),
  /** Six digits from the authenticator app, or a recovery code such as `7kq2-9xw4`. */
  code: z
    .string({ error: consoleMessages.codeFormat })
    .trim()
    .regex(/^(?:\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, { error: consoleMessages.codeFormat }),
});

/**
 * The key of a browser the operator has signed in from (the console's device cookie), which the
 * console's sign-in action adds from the cookie; never typed, so a malformed one is none.
 */
const knownDeviceKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .optional()
  .catch(undefined);

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

/** The invitation link's token: 32 random bytes, base64url, as the server made it. */
const enrolmentToken = z
  .string({ error: operatorAccountMessages.linkNotValid })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: operatorAccountMessages.linkNotValid });

const operatorId = idField('Choose an operator');
const roleField = z.enum(OPERATOR_ROLES, { error: `Choose a role: ${OPERATOR_ROLES.join(', ')}` });
const invitation = z.object({
  operatorId: z.number().int(),
  token: z.string(),
  expiresAt: z.string(),
});

export const operatorCalls = {
  operatorSignIn: defineCall(operatorEndpoints.operatorSignIn, {
    request: operatorSignInSchema.extend({ device: knownDeviceKey }),
    /** `device`: the key this browser keeps (the same one when it sent a known key). */
    data: z.object({ token: z.string(), expiresAt: z.string(), device: z.string() }),
  }),
  operatorSignOut: defineCall(operatorEndpoints.operatorSignOut, {
    request: empty,
    data: z.null(),
  }),
  signedInOperator: defineCall(operatorEndpoints.signedInOperator, {
    request: empty,
    data: z.object({ operator: z.object({ email: z.string(), role: z.enum(OPERATOR_ROLES) }) }),
  }),
  consoleOverview: defineCall(operatorEndpoints.consoleOverview, {
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
  listAuditLog: defineCall(operatorEndpoints.listAuditLog, {
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
  listOperators: defineCall(operatorEndpoints.listOperators, {
    request: empty,
    data: z.object({
      list: z.array(
        z.object({
          operatorId: z.number().int(),
          email: z.string(),
          role: z.enum(OPERATOR_ROLES),
          status: z.enum(['active', 'invited', 'locked', 'disabled']),
          createdAt: z.string(),
          enrolmentExpiresAt: z.string().nullable(),
          recoveryCodesLeft: z.number().int(),
          isYou: z.boolean(),
        }),
      ),
    }),
  }),
  /** Mail that failed its last retry in the past week, newest first (docs/jobs.md). */
  listFailedMail: defineCall(operatorEndpoints.listFailedMail, {
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
  inviteOperator: defineCall(operatorEndpoints.inviteOperator, {
    request: z.object({
      email: emailField(messages.emailRequired, messages.emailInvalid),
      role: roleField,
    }),
    data: invitation,
  }),
  updateOperator: defineCall(operatorEndpoints.updateOperator, {
    request: z.object({
      operatorId,
      role: roleField,
      disabled: z.boolean({ error: 'Say whether the account is disabled' }),
    }),
    data: z.object({ operatorId: z.number().int() }),
  }),
  resetOperatorEnrolment: defineCall(operatorEndpoints.resetOperatorEnrolment, {
    request: z.object({ operatorId }),
    data: invitation,
  }),
  enrolmentDetails: defineCall(operatorEndpoints.enrolmentDetails, {
    request: z.object({ token: enrolmentToken }),
    data: z.object({
      email: z.string(),
      role: z.enum(OPERATOR_ROLES),
      totpSecret: z.string(),
      totpUri: z.string(),
      expiresAt: z.string(),
    }),
  }),
  completeEnrolment: defineCall(operatorEndpoints.completeEnrolment, {
    request: z
      .object({
        token: enrolmentToken,
        password: requiredSecret(messages.passwordRequired)
          .min(12, { error: operatorAccountMessages.passwordTooShort })
          .max(200, { error: 'A password is at most 200 characters.' }),
        confirmPassword: requiredSecret(messages.passwordRequired),
        code: z
          .string({ error: operatorAccountMessages.sixDigits })
          .trim()
          .regex(/^\d{6}$/, { error: operatorAccountMessages.sixDigits }),
      })
      .refine((v) => v.password === v.confirmPassword, {
        error: operatorAccountMessages.passwordsDiffer,
        path: ['confirmPassword'],
      })
      .transform(({ confirmPassword: _, ...rest }) => rest),
    data: z.object({ email: z.string(), recoveryCodes: z.array(z.string()) }),
  }),
};
