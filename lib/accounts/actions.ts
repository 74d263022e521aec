'use server';

import { cookies, headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { AuthError } from 'next-auth';

import { ApiError, gatewayFor } from '@/lib/calls/api';
import { accountCalls } from './calls';
import {
  accountMessages,
  forgotPasswordSchema,
  loginSchema,
  recoveryMessages,
  resetPasswordSchema,
  verifyOtpSchema,
} from '@/lib/accounts/calls';
import { empty } from '@/lib/calls/fields';
import { abuseLimits, tooManyAttempts, type AbuseLimit } from '@/lib/limits/abuse-limits';
import { clientAddress } from '@/lib/limits/client-address';
import { signInRetryAfter } from '@/lib/limits/sign-in-limits';
import { logError } from '@/lib/log';
import { SIGN_IN_COOKIE_SECURE } from '@/lib/security/cookies';
import { SIGNED_IN_HINT, signedInHintCookie } from '@/lib/security/signed-in-hint';

import { parseInput, refused, succeeded, type ActionResult } from '../calls/action-result';
import {
  deviceCookie,
  signIn,
  SignInRefused,
  signInOutcome,
  signOut,
  type SignInOutcome,
} from './auth';
import { getRecovery } from './recovery-state';
import { getStudentSignIn } from './student-sign-in';

const api = gatewayFor(accountCalls);

/*
 * The account steps whose answers hold a secret (a sign-in or reset token). They run on the
 * server, keep the secret in an httpOnly cookie, and tell the form only `{ status, message }`.
 * Anyone can post any JSON to an action, so each argument is checked before anything is read.
 */

const SOMETHING_WRONG = 'Something went wrong';
const RECOVERY_EXPIRED = 'Please request a new OTP: your recovery session has expired.';
/** The API could not be reached or answered nonsense (as the BFF says it). */
const UNREACHABLE = 502;

const tooMany = (wait: number) => refused(429, tooManyAttempts(wait));

/** Counts one request from this client; the refusal when that went over the limit. */
async function takeFromClient(limit: AbuseLimit): Promise<ActionResult | null> {
  const wait = await (await abuseLimits()).take(limit, clientAddress(await headers()));
  return wait > 0 ? tooMany(wait) : null;
}

/**
 * For a limit on failures: counts the attempt before it is judged, so attempts sent at once
 * cannot all pass; the refusal when that went over the limit, and how to give back an attempt
 * that was no failure.
 */
async function attemptFromClient(limit: AbuseLimit) {
  const [limits, client] = [await abuseLimits(), clientAddress(await headers())];
  const wait = await limits.take(limit, client);
  return {
    refusal: wait > 0 ? tooMany(wait) : null,
    noFailure: () => limits.reward(limit, client),
  };
}

/**
 * The API's refusal as the form shows it (`refusedText` when it has no message), or
 * `unreachableText` when the API could not be asked.
 */
function apiRefusal(
  error: unknown,
  what: string,
  { refusedText = SOMETHING_WRONG, unreachableText = SOMETHING_WRONG } = {},
): ActionResult {
  unstable_rethrow(error);
  if (error instanceof ApiError)
    return refused(error.status, error.message || refusedText, error.code);
  logError(`${what} failed`, error);
  return refused(UNREACHABLE, unreachableText);
}

/**
 * Signs in through Auth.js (input: email, password); the sign-in token lands in its encrypted
 * httpOnly cookie.
 */
export async function signInAction(input: unknown): Promise<ActionResult> {
  const parsed = parseInput(loginSchema, input);
  if (!parsed.ok) return parsed.result;
  // Auth.js's authorize counts the failures (it also serves direct posts to its callback).
  const wait = await signInRetryAfter(parsed.data.email, clientAddress(await headers()));
  if (wait > 0) return tooMany(wait);
  const outcome: SignInOutcome = {};
  try {
    await signInOutcome.run(outcome, () =>
      signIn('credentials', { ...parsed.data, redirect: false }),
    );
    const jar = await cookies();
    if (outcome.deviceKey) jar.set(deviceCookie(outcome.deviceKey));
    jar.set(signedInHintCookie(SIGN_IN_COOKIE_SECURE));
    return succeeded(outcome.message || accountMessages.signedIn);
  } catch (error) {
    unstable_rethrow(error);
    // Auth.js keeps only the API's words and the refusal's kind.
    if (error instanceof SignInRefused) {
      return outcome.retryAfter ? tooMany(outcome.retryAfter) : refused(error.status, error.code);
    }
    if (!(error instanceof AuthError)) logError('Sign-in failed', error);
    return refused(UNREACHABLE, SOMETHING_WRONG);
  }
}

/** Asks for a code (input: email); the address is kept for the next step in the recovery cookie. */
export async function forgotPasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = parseInput(forgotPasswordSchema, input);
  if (!parsed.ok) return parsed.result;
  const refusal = await takeFromClient('otpRequestsPerClient');
  if (refusal) return refusal;
  try {
    const { message } = await api.forgotPassword(parsed.data);
    const recovery = await getRecovery();
    recovery.email = parsed.data.email;
    delete recovery.resetToken;
    await recovery.save();
    return succeeded(message || recoveryMessages.codeSent);
  } catch (error) {
    return apiRefusal(error, 'Forgot password');
  }
}

const otpOnly = verifyOtpSchema.pick({ otp: true });

/**
 * Checks the code (input: otp) for the address in the recovery cookie; keeps the reset token
 * there.
 */
export async function verifyOtpAction(input: unknown): Promise<ActionResult> {
  const code = parseInput(otpOnly, input);
  if (!code.ok) return code.result;
  const recovery = await getRecovery();
  if (!recovery.email) return refused(401, RECOVERY_EXPIRED);
  const parsed = parseInput(verifyOtpSchema, { email: recovery.email, otp: code.data.otp });
  if (!parsed.ok) return parsed.result;
  const attempt = await attemptFromClient('otpFailuresPerClient');
  if (attempt.refusal) return attempt.refusal;
  try {
    const { message, data } = await api.verifyOtp(parsed.data);
    await attempt.noFailure();
    recovery.resetToken = data.token;
    await recovery.save();
    return succeeded(message || recoveryMessages.verified);
  } catch (error) {
    // A wrong or spent code stays counted; an API that could not be asked judged nothing.
    if (!(error instanceof ApiError)) await attempt.noFailure();
    return apiRefusal(error, 'OTP verification', { refusedText: 'Verification failed' });
  }
}

/**
 * Spends the reset token from the recovery cookie on the new password (input: password,
 * confirmPassword), then forgets it.
 */
export async function resetPasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = parseInput(resetPasswordSchema, input);
  if (!parsed.ok) return parsed.result;
  const recovery = await getRecovery();
  if (!recovery.resetToken) return refused(401, recoveryMessages.resetExpired);
  try {
    const { message } = await api.resetPassword(parsed.data, {
      resetToken: recovery.resetToken,
    });
    recovery.destroy();
    return succeeded(message || recoveryMessages.reset);
  } catch (error) {
    // A spent or expired token cannot be retried: start the recovery again.
    if (error instanceof ApiError && error.status === 401) recovery.destroy();
    return apiRefusal(error, 'Password reset', {
      refusedText: 'Reset failed',
      unreachableText: 'Something went wrong!',
    });
  }
}

/** Revokes the API token, then clears the Auth.js cookie. Takes no input; always ends the sign-in. */
export async function signOutAction(input: unknown = {}): Promise<ActionResult> {
  const parsed = parseInput(empty, input);
  if (!parsed.ok) return parsed.result;
  const signIn = await getStudentSignIn();
  let message: string = accountMessages.signedOut;
  if (signIn) {
    try {
      message = (await api.logout({}, signIn)).message || message;
    } catch (error) {
      // Already revoked (403) or unreachable: the cookie goes either way.
      if (!(error instanceof ApiError)) logError('Sign-out could not reach the API', error);
    }
  }
  await signOut({ redirect: false });
  (await cookies()).delete(SIGNED_IN_HINT);
  return succeeded(message);
}
