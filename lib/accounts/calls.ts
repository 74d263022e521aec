import { z } from 'zod';

import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';

import { defineCall } from '../calls/define-call';

import { accountEndpoints } from './endpoints';
import { consoleAccountEndpoints } from './console-endpoints';
import {
  countryCodeField,
  EMAIL_MAX_LENGTH,
  emailField,
  empty,
  idField,
  limitField,
  messages,
  mobileField,
  newPasswordField,
  nothing,
  OTP_LENGTH,
  requiredSecret,
  nameField,
  offsetField,
  requiredText,
  typedText,
  uploadField,
} from '../calls/fields';
import { CONSOLE_STUDENTS_PAGE, consoleStudentMessages, STUDENT_SEARCH_MAX } from './texts';

const signInEmail = requiredText(messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, { error: messages.emailInvalid })
  .transform((v) => v.toLowerCase());

export const loginSchema = z.object({
  email: signInEmail,
  password: requiredSecret(messages.passwordRequired),
  /** The key of a browser that has signed in to this account before (an httpOnly cookie). */
  device: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional()
    .catch(undefined),
});

export const forgotPasswordSchema = z.object({ email: signInEmail });

export const verifyOtpSchema = z.object({
  email: signInEmail,
  otp: z
    .string({ error: messages.otpInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: messages.otpInvalid }),
});

/** Adds "Password and Confirm Password Must Match" to a schema with both fields. */
function withConfirmation<
  T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>,
>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    error: messages.passwordsMustMatch,
    path: ['confirmPassword'],
    when: comparable('password', 'confirmPassword'),
  });
}

/**
 * Lets a "must match" check run once both fields hold text and the confirmation has no message of
 * its own, so a form shows it beside the other field's message (a weak password and a different
 * confirmation get both), as the spec's forms check each field on its own.
 */
function comparable(field: string, confirmation: string) {
  return (payload: {
    value: unknown;
    issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }>;
  }) => {
    const value = payload.value as Record<string, unknown> | null;
    return (
      typeof value?.[field] === 'string' &&
      typeof value?.[confirmation] === 'string' &&
      !payload.issues.some((issue) => issue.path?.[0] === confirmation)
    );
  };
}

export const resetPasswordSchema = withConfirmation(
  z.object({
    password: newPasswordField(),
    confirmPassword: requiredSecret(messages.confirmPasswordRequired),
  }),
);

/** Sign Up's fields before the password confirmation is checked (forms may pick from them). */
const registerFields = z.object({
  fullName: nameField(messages.fullNameRequired, 100, 'Full Name cannot exceed 100 characters'),
  mobileNumber: mobileField,
  email: emailField(messages.emailRequired, messages.emailInvalid),
  password: newPasswordField(),
  confirmPassword: requiredSecret(messages.confirmPasswordRequired),
  countryCode: countryCodeField,
  profile: uploadField,
});

const registerSchema = withConfirmation(registerFields);
/** Sign Up's form: the photo is held beside it (a File is not a form value). */
export const registerFormSchema = withConfirmation(registerFields.omit({ profile: true }));

const editProfileSchema = z.object({
  fullName: nameField(messages.fullNameRequired, 100, 'Full Name cannot exceed 100 characters'),
  email: emailField(messages.emailRequired, messages.profileEmailInvalid),
  mobileNumber: mobileField,
  countryCode: countryCodeField,
  profile: uploadField,
  /** Required by the service when the email changes: a stolen session alone cannot move the account. */
  currentPassword: z.string().max(200).optional(),
});
/** Edit Profile's form: the photo travels beside it (a Blob is not a form value). */
export const editProfileFormSchema = editProfileSchema.omit({ profile: true });

export const changePasswordSchema = z
  .object({
    oldPassword: requiredSecret(messages.oldPasswordRequired),
    newPassword: newPasswordField(messages.newPasswordRequired),
    confirmPassword: requiredSecret(messages.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: messages.newPasswordsMustMatch,
    path: ['confirmPassword'],
    when: comparable('newPassword', 'confirmPassword'),
  });

const profileSchema = z.object({
  studentId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  countryCode: z.string(),
  /** Stored file name, fetched from the file endpoint; null when the student has no photo. */
  profile: z.string().nullable(),
  isSubscribe: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A search as the console's address spells it: a part of a name or an email address. */
const studentSearch = typedText()
  .trim()
  .max(STUDENT_SEARCH_MAX, { error: consoleStudentMessages.searchTooLong })
  .optional()
  .transform((v) => v || undefined);

const consoleStudentSchema = z.object({
  studentId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  /** The plan of the current time-based purchase that runs longest, and when it ends. */
  plan: z.string().nullable(),
  planEnds: z.string().nullable(),
  disabled: z.boolean(),
});

const exportedStudentSchema = consoleStudentSchema.extend({
  mobileNumber: z.string(),
  countryCode: z.string(),
});

const studentId = idField(consoleStudentMessages.chooseStudent);

export const accountCalls = {
  login: defineCall(accountEndpoints.login, {
    request: loginSchema,
    data: z.object({
      token: z.string(),
      studentId: z.number().int(),
      /** This browser's key for the account, to keep in its cookie; the original API sends none. */
      device: z.string().optional(),
    }),
  }),
  register: defineCall(accountEndpoints.register, {
    // Each account costs a 128 MB scrypt.
    limit: { limit: 'signUpsPerClient', per: 'client' },
    request: registerSchema,
    // The original API does not show this answer's data. None is passed on, so a new address
    // and an already registered one are answered alike; whatever an existing API sends is dropped.
    data: z.unknown().transform((): null => null),
  }),
  forgotPassword: defineCall(accountEndpoints.forgotPassword, {
    // Its server action keeps the address for the next step and applies the per-client limit;
    // the generic BFF route would skip both.
    request: forgotPasswordSchema,
    data: nothing,
  }),
  verifyOtp: defineCall(accountEndpoints.verifyOtp, {
    request: verifyOtpSchema,
    data: z.object({ token: z.string() }),
  }),
  resetPassword: defineCall(accountEndpoints.resetPassword, {
    request: resetPasswordSchema,
    data: nothing,
  }),
  getProfile: defineCall(accountEndpoints.getProfile, {
    sendsStudentId: true,
    request: empty,
    data: z.array(profileSchema),
  }),
  editProfile: defineCall(accountEndpoints.editProfile, {
    // Each save can probe whether an address is taken.
    limit: { limit: 'profileEditsPerStudent', per: 'student' },
    // A comment shows its author's current name and photo.
    invalidates: [CONTENT_CACHE_TAGS.comments],
    sendsStudentId: true,
    request: editProfileSchema,
    data: profileSchema,
  }),
  changePassword: defineCall(accountEndpoints.changePassword, {
    request: changePasswordSchema,
    data: nothing,
  }),
  logout: defineCall(accountEndpoints.logout, {
    request: empty,
    data: nothing,
  }),
  // The console's people (lib/accounts/console-students.ts).
  listStudentsForConsole: defineCall(consoleAccountEndpoints.listStudentsForConsole, {
    request: z.object({
      q: studentSearch,
      limit: limitField(CONSOLE_STUDENTS_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({ list: z.array(consoleStudentSchema), total: z.number().int() }),
  }),
  /** Every student the search finds (at most STUDENTS_EXPORT_MAX), for the CSV download. */
  exportStudentsForConsole: defineCall(consoleAccountEndpoints.exportStudentsForConsole, {
    request: z.object({ q: studentSearch }),
    data: z.object({ list: z.array(exportedStudentSchema), total: z.number().int() }),
  }),
  consoleStudentDetails: defineCall(consoleAccountEndpoints.consoleStudentDetails, {
    request: z.object({ studentId }),
    data: z.object({
      student: exportedStudentSchema.extend({ disabledAt: z.string().nullable() }),
      purchases: z.array(
        z.object({
          purchaseId: z.number().int(),
          plan: z.string(),
          provider: z.string(),
          transactionId: z.string(),
          /** What was paid, as stored ("349.00"); a grant's is 0. */
          amount: z.string(),
          currency: z.string(),
          startOn: z.string(),
          expiresOn: z.string().nullable(),
        }),
      ),
      bookings: z.array(
        z.object({
          sessionId: z.number().int(),
          title: z.string(),
          date: z.string(),
          from: z.string(),
          to: z.string(),
        }),
      ),
      /** Lessons opened (a position saved) and watched (90 % reached). */
      lessons: z.object({ started: z.number().int(), watched: z.number().int() }),
      /**
       * Their lessons' keys over the last 24 hours: how many lessons, and how many requests were
       * slowed for asking far more lessons than anyone watches (docs/streaming.md).
       */
      streaming: z.object({
        lessonsLastDay: z.number().int(),
        slowedLastDay: z.number().int(),
        lastSlowedAt: z.string().nullable(),
      }),
    }),
  }),
  /** Disables an account (its tokens revoked at once, its sign-in refused) or enables it. */
  setStudentDisabled: defineCall(consoleAccountEndpoints.setStudentDisabled, {
    request: z.object({
      studentId,
      disabled: z.boolean({ error: consoleStudentMessages.sayDisabled }),
    }),
    data: z.object({ studentId: z.number().int(), disabled: z.boolean() }),
  }),
};

export { accountMessages } from './texts';

/** What password recovery answers (forgot password, verify OTP, reset). */
export const recoveryMessages = {
  codeSent: 'If an account exists for this email, a 6-digit OTP has been sent to it.',
  verified: 'OTP Verified Successfully',
  invalid: 'Invalid OTP',
  expired: 'OTP has expired. Please request a new one.',
  locked: 'Too many incorrect attempts. Please request a new OTP.',
  resetExpired: 'Your password reset has expired. Please request a new OTP.',
  reset: 'Password Reset Successfully',
} as const;
