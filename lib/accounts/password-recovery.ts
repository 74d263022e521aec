import { eq } from 'drizzle-orm';

import { recoveryMessages } from '@/lib/accounts/calls';
import {
  checkOneTimeCode,
  issueOneTimeCode,
  issueResetToken,
  OTP_VALID_MINUTES,
  spendResetToken,
  type CodeCheck,
} from './one-time-codes';
import { revokeAllTokens } from './sign-in-tokens';
import { clearSignInFailures } from './sign-in-throttle';
import { students } from '../db/schema';
import { queueMail } from '../mail/mail-queue';
import { badRequest, ServiceError } from '../calls/service-error';
import type { Service } from '../calls/service';
import { hashPassword } from './password';
import type { accountCalls } from './calls';

const refusals: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: recoveryMessages.invalid,
  expired: recoveryMessages.expired,
  locked: recoveryMessages.locked,
};

export const OTP_MAIL_SUBJECT = 'Your FRCR Viva password reset code';

function otpMail(to: string, fullName: string, code: string) {
  const text = [
    `Hello ${fullName},`,
    '',
    `Your password reset code is: ${code}`,
    '',
    `It is valid for ${OTP_VALID_MINUTES} minutes and can be used once.`,
    'If you did not ask to reset your password, you can ignore this email; your password has not changed.',
  ].join('\n');
  return { to, subject: OTP_MAIL_SUBJECT, text };
}

/** Answers the same whether or not the address has an account (no account enumeration). */
export const forgotPassword: Service<typeof accountCalls.forgotPassword> = async (
  deps,
  _actor,
  { email },
) => {
  const [student] = await deps.db
    .select({ id: students.id, fullName: students.fullName, email: students.email })
    .from(students)
    .where(eq(students.email, email))
    .limit(1);
  if (student) {
    // The code and its mail commit together; the queue sends it after the answer, so neither a
    // slow nor a failing mail server changes what any address is answered.
    await deps.db.transaction(async (tx) => {
      const code = await issueOneTimeCode(tx, student.id, deps.now());
      // Bounded on its own (OTP_MAX_PER_HOUR codes an account an hour), so never held back.
      if (code) {
        await queueMail(tx, otpMail(student.email, student.fullName, code), {
          cause: { exempt: 'password reset code' },
        });
      }
    });
  }
  return { message: recoveryMessages.codeSent, data: null };
};

/** Checks the code; a right one is exchanged for a temporary reset token. */
export const verifyOtp: Service<typeof accountCalls.verifyOtp> = async (
  deps,
  _actor,
  { email, otp },
) => {
  const [student] = await deps.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.email, email))
    .limit(1);
  if (!student) throw badRequest(recoveryMessages.invalid);
  const now = deps.now();
  const result = await checkOneTimeCode(deps.db, student.id, otp, now);
  if (result !== 'ok') throw badRequest(refusals[result]);
  const token = await issueResetToken(deps.db, student.id, now);
  return { message: recoveryMessages.verified, data: { token } };
};

/** Spends the temporary token from verifyOtp (sent as x-token) and ends every session. */
export const resetPassword: Service<typeof accountCalls.resetPassword> = async (
  deps,
  { resetToken: token },
  { password },
) => {
  const now = deps.now();
  const passwordHash = await hashPassword(password);
  const email = await deps.db.transaction(async (tx) => {
    const studentId = token ? await spendResetToken(tx, token, now) : null;
    if (!studentId) throw new ServiceError(401, recoveryMessages.resetExpired);
    const [updated] = await tx
      .update(students)
      .set({ passwordHash })
      .where(eq(students.id, studentId))
      .returning({ email: students.email });
    await revokeAllTokens(tx, studentId, now);
    return updated.email;
  });
  // A student who proved they own the mailbox is not kept out by earlier failed sign-ins.
  await clearSignInFailures(deps.db, email);
  return { message: recoveryMessages.reset, data: null };
};
