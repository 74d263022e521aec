'use server';

import { headers } from 'next/headers';
import { AuthError } from 'next-auth';
import type { z } from 'zod';

import { api, ApiError } from '@/lib/api';
import { firstIssueMessage } from '@/lib/contract';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '@/lib/contract/accounts';

import type { ActionResult } from './action-result';
import { signIn, SignInRefused, signInOutcome, signOut } from './auth';
import {
  clientAddress,
  OTP_FAILURES_PER_CLIENT,
  RECOVERY_REQUESTS_PER_CLIENT,
  sharedLimiter,
  tooManyFromClient,
} from './client-limiter';
import { getRecoverySession } from './recovery';
import { asApiSession, getStudentSession } from './student-session';

/*
 * The account steps whose answers hold a secret (a session or reset token). They run on the
 * server, keep the secret in an httpOnly cookie, and tell the form only a message.
 */

const SOMETHING_WRONG = 'Something went wrong';

function invalid(error: z.ZodError): ActionResult {
  return { ok: false, message: firstIssueMessage(error) };
}

/** Signs in through Auth.js; the session token lands in its encrypted httpOnly cookie. */
export async function signInAction(input: {
  email: string;
  password: string;
}): Promise<ActionResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const outcome: { message?: string } = {};
  try {
    await signInOutcome.run(outcome, () =>
      signIn('credentials', { ...parsed.data, redirect: false }),
    );
    return { ok: true, message: outcome.message || 'Login Successfully' };
  } catch (error) {
    if (error instanceof SignInRefused) return { ok: false, message: error.code };
    if (error instanceof AuthError) return { ok: false, message: SOMETHING_WRONG };
    throw error;
  }
}

/** Asks for a code; the address is kept for the next step in the recovery cookie. */
export async function forgotPasswordAction(input: { email: string }): Promise<ActionResult> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const requests = sharedLimiter('recovery-requests', RECOVERY_REQUESTS_PER_CLIENT);
  const client = clientAddress(await headers());
  const wait = requests.retryAfterMinutes(client);
  if (wait > 0) return { ok: false, message: tooManyFromClient(wait) };
  requests.hit(client);
  try {
    const { message } = await api.forgotPassword(parsed.data);
    const recovery = await getRecoverySession();
    recovery.email = parsed.data.email;
    delete recovery.resetToken;
    await recovery.save();
    return { ok: true, message };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message || SOMETHING_WRONG };
    console.error('Forgot password failed', error);
    return { ok: false, message: SOMETHING_WRONG };
  }
}

/** Checks the code for the address in the recovery cookie; keeps the reset token there. */
export async function verifyOtpAction(input: { otp: string }): Promise<ActionResult> {
  const recovery = await getRecoverySession();
  if (!recovery.email) {
    return { ok: false, message: 'Please request a new OTP: your recovery session has expired.' };
  }
  const parsed = verifyOtpSchema.safeParse({ email: recovery.email, otp: input.otp });
  if (!parsed.success) return invalid(parsed.error);
  const failures = sharedLimiter('otp-failures', OTP_FAILURES_PER_CLIENT);
  const client = clientAddress(await headers());
  const wait = failures.retryAfterMinutes(client);
  if (wait > 0) return { ok: false, message: tooManyFromClient(wait) };
  try {
    const { message, data } = await api.verifyOtp(parsed.data);
    recovery.resetToken = data.token;
    await recovery.save();
    return { ok: true, message: message || 'OTP Verified Successfully' };
  } catch (error) {
    if (error instanceof ApiError) {
      failures.hit(client);
      return { ok: false, message: error.message || 'Verification failed' };
    }
    console.error('OTP verification failed', error);
    return { ok: false, message: SOMETHING_WRONG };
  }
}

/** Spends the reset token from the recovery cookie on the new password, then forgets it. */
export async function resetPasswordAction(input: {
  password: string;
  confirmPassword: string;
}): Promise<ActionResult> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const recovery = await getRecoverySession();
  if (!recovery.resetToken) {
    return { ok: false, message: 'Your password reset has expired. Please request a new OTP.' };
  }
  try {
    const { message } = await api.resetPassword(parsed.data, {
      resetToken: recovery.resetToken,
    });
    recovery.destroy();
    return { ok: true, message: message || 'Password Reset Successfully' };
  } catch (error) {
    if (error instanceof ApiError) {
      // A spent or expired token cannot be retried: start the recovery again.
      if (error.status === 401) recovery.destroy();
      return { ok: false, message: error.message || 'Reset failed' };
    }
    console.error('Password reset failed', error);
    return { ok: false, message: 'Something went wrong!' };
  }
}

/** Revokes the API token, then clears the Auth.js cookie. Always ends the local session. */
export async function signOutAction(): Promise<ActionResult> {
  const session = await getStudentSession();
  let message = 'Signed Out Successfully';
  if (session) {
    try {
      message = (await api.logout({}, asApiSession(session))).message || message;
    } catch (error) {
      // Already revoked (403) or unreachable: the cookie goes either way.
      if (!(error instanceof ApiError)) console.error('Sign-out could not reach the API', error);
    }
  }
  await signOut({ redirect: false });
  return { ok: true, message };
}
