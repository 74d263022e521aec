'use server';

import { revalidateTag } from 'next/cache';
import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';

import {
  forgetOperatorSession,
  getConsoleDeviceKey,
  getOperatorSession,
  keepConsoleDevice,
  keepOperatorSession,
} from '@/lib/operators/console-session';
import { endSignInAttempt, startSignInAttempt } from '@/lib/limits/sign-in-limits';
import { calls, type CallName, type Calls } from '@/lib/platform/calls';
import type { CallDefinition, DataOf } from '@/lib/calls/define-call';
import { ApiError, callApi, gatewayFor } from '@/lib/calls/api';
import { empty } from '@/lib/calls/fields';
import { abuseLimits, operatorLimitKey, tooManyAttempts } from '@/lib/limits/abuse-limits';
import { clientAddress } from '@/lib/limits/client-address';
import { logError } from '@/lib/log';
import { consoleCaseHref, consoleCategoryHref } from '@/lib/cases/links';
import { consoleSessionHref } from '@/lib/live-sessions/links';
import { consolePlanHref } from '@/lib/plans/links';
import { consoleLessonHref } from '@/lib/lessons/links';
import { consoleCohortHref } from '@/lib/insight/links';
import { routes } from '@/lib/routes';

import { parseInput, refused, succeeded, type ActionResult } from '../calls/action-result';
import { operatorSignInSchema } from '../operators/calls';
import { consoleMessages } from '../operators/texts';

const api = gatewayFor(calls);

/** The console's writes: calls answering an envelope (an operator's own, or a form's). */
type WriteName = {
  [K in CallName]: Calls[K] extends CallDefinition ? K : never;
}[CallName];

/*
 * The console's sign-in and sign-out: their answers hold the session token, which goes into the
 * console's httpOnly cookie and never to the page. Anyone can post any JSON to an action, so each
 * argument is checked before anything is read.
 */

/**
 * The statuses that say the API does not know a console call (an existing API behind
 * API_BASE_URL). For sign-in a 404 says so too; for a write it is the record it names being gone
 * (the console's pages have found out whether the API has a console before any write is made).
 */
const MISSING_CALL = { signIn: [404, 501], write: [501] } as const;

/** A failed console call as its form shows it: the API's refusal, or that it could not be asked. */
function consoleRefusal(
  error: unknown,
  what: string,
  missing: readonly number[] = MISSING_CALL.write,
): ActionResult {
  if (error instanceof ApiError) {
    if (missing.includes(error.status)) return refused(501, consoleMessages.unavailable);
    return refused(error.status, error.message, error.code);
  }
  logError(`${what} failed`, error);
  return refused(502, 'Something went wrong');
}

/**
 * Signs an operator in (input: email, password, code). Failures count per client address, and
 * per address and client, before the backend is asked (so attempts sent at once all count);
 * the backend's lock on the address counts them from every client, and a browser the operator
 * signed in from before passes it with its key (docs/console.md, "Signing in").
 */
export async function operatorSignInAction(input: unknown): Promise<ActionResult> {
  const parsed = parseInput(operatorSignInSchema, input);
  if (!parsed.ok) return parsed.result;
  const { email } = parsed.data;
  const client = clientAddress(await headers());
  const wait = await startSignInAttempt(email, client, 'console');
  if (wait > 0) return refused(429, tooManyAttempts(wait));
  let signedIn = false;
  let judged = false;
  try {
    const { message, data } = await api.operatorSignIn({
      ...parsed.data,
      device: await getConsoleDeviceKey(),
    });
    signedIn = true;
    await keepOperatorSession(data.token, new Date(data.expiresAt));
    await keepConsoleDevice(data.device);
    return succeeded(message);
  } catch (error) {
    unstable_rethrow(error);
    // Wrong credentials, or the lock on the address: a failure. An API that could not be asked,
    // or refused the request itself, judged nothing.
    judged = error instanceof ApiError && (error.status === 401 || error.status === 429);
    return consoleRefusal(error, 'Console sign-in', MISSING_CALL.signIn);
  } finally {
    if (signedIn || !judged) {
      await endSignInAttempt(email, client, { signedIn, side: 'console' });
    }
  }
}

const NOT_A_FORM = 'The request must be the sign-in form';

/**
 * The sign-in page's form (useActionState): signs in as above and goes to the console, or answers
 * the refusal for the form to show. A form action, so a post before the page's script has loaded
 * still goes to the server, never into the address as a query.
 */
export async function operatorSignInFormAction(
  _previous: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  // Anyone can post any arguments to an action: without the form's fields there is nothing to read.
  if (!(form instanceof FormData)) return refused(422, NOT_A_FORM);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const result = await operatorSignInAction({
    email: field('email'),
    password: field('password'),
    code: field('code'),
  });
  if (result.status === 200) redirect(routes.console.path);
  return result;
}

/**
 * The sign-out button's form: ends the session as below and goes to the sign-in page. A form,
 * so it works before the page's script has loaded.
 */
export async function operatorSignOutFormAction(): Promise<void> {
  await operatorSignOutAction();
  redirect(routes.consoleSignIn.path);
}

/** Ends the console session (no input): revoked on the server, the cookie cleared either way. */
export async function operatorSignOutAction(input: unknown = {}): Promise<ActionResult> {
  const parsed = parseInput(empty, input);
  if (!parsed.ok) return parsed.result;
  const session = await getOperatorSession();
  if (session) {
    try {
      await api.operatorSignOut({}, session);
    } catch (error) {
      unstable_rethrow(error);
      if (!(error instanceof ApiError)) logError('Console sign-out could not reach the API', error);
    }
  }
  await forgetOperatorSession();
  return succeeded(consoleMessages.signedOut);
}

/**
 * An operator's write: the input checked against the call's schema, the operator taken from the
 * console's cookie, and on success the cache tags the call's definition names made stale on every
 * instance (the shared cache handler announces them).
 */
async function operatorWrite(name: WriteName, input: unknown): Promise<ActionResult> {
  return (await runOperatorWrite(name, input)).result;
}

/** As operatorWrite, with the call's answer beside the form's result (null when refused). */
async function runOperatorWrite<K extends WriteName>(
  name: K,
  input: unknown,
): Promise<{ result: ActionResult; data: DataOf<Calls[K]> | null }> {
  const call: CallDefinition = calls[name];
  const parsed = parseInput(call.request, input);
  if (!parsed.ok) return { result: parsed.result, data: null };
  const session = await getOperatorSession();
  if (!session) return { result: refused(401, consoleMessages.signInRequired), data: null };
  const wait = await (
    await abuseLimits()
  ).take('operatorWritesPerSession', operatorLimitKey(session));
  if (wait > 0) return { result: refused(429, tooManyAttempts(wait)), data: null };
  try {
    const { message, data } = await callApi(name, call, parsed.data as never, session);
    const stale =
      typeof call.invalidates === 'function'
        ? call.invalidates(parsed.data as never)
        : call.invalidates;
    for (const tag of stale) revalidateTag(tag);
    return { result: succeeded(message), data: data as DataOf<Calls[K]> };
  } catch (error) {
    unstable_rethrow(error);
    return { result: consoleRefusal(error, `Console ${name}`), data: null };
  }
}

/** Approves feedback as a testimonial, or withdraws it (input: feedbackId, approved). */
export async function moderateFeedbackAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('moderateFeedback', input);
}

/** Removes a comment that breaks the rules (input: commentId, and its videoId or subshortId). */
export async function moderateCommentAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('removeCommentAsOperator', input);
}

/** Moves a live session and sets its meeting link (input: sessionId, date, from, to, meetingLink). */
export async function updateSessionScheduleAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('updateSessionSchedule', input);
}

/** Cancels a live session; its students are told (input: sessionId). */
export async function cancelLiveSessionAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('cancelLiveSession', input);
}

/** Marks a contact message handled, or open again (input: contactId, handled). */
export async function markContactHandledAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('markContactHandled', input);
}

/** Mails a reply to a contact message's sender and records it (input: contactId, reply). */
export async function replyToContactAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('replyToContact', input);
}

/** Refunds a purchase through its provider and ends its access (input: purchaseId). */
export async function refundPurchaseAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('refundPurchase', input);
}

/**
 * Makes a new live session as a draft (input: title, description, planId, capacity, date, from,
 * to, meetingLink) and opens its console page, where it is published.
 */
export async function createLiveSessionAction(input: unknown): Promise<ActionResult> {
  const { result, data } = await runOperatorWrite('createLiveSession', input);
  if (data) redirect(consoleSessionHref(data.sessionId));
  return result;
}

/** A live session's title, description, plan and places (input: sessionId and those). */
export async function updateSessionDetailsAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('updateSessionDetails', input);
}

/** Publishes a draft live session, or takes an unbooked one back to draft (sessionId, published). */
export async function publishLiveSessionAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('publishLiveSession', input);
}

/** Disables a student's account, ending their sign-ins, or enables it (input: studentId, disabled). */
export async function setStudentDisabledAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('setStudentDisabled', input);
}

/** Grants a student access to a course (input: studentId, planId, days?, reason). */
export async function grantAccessAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('grantAccess', input);
}

/** Grants access to every student of a list of addresses (input: emails, planId, days?, reason). */
export async function grantAccessInBulkAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('grantAccessInBulk', input);
}

/** Where an invited operator enrols: the console's page with the link's token. */
const enrolmentPath = (token: string) =>
  `${routes.consoleEnrol.path}?${new URLSearchParams({ token })}`;

/** An invitation as the owner's page shows it once: the link to send and when it lapses. */
type Invitation = { link: string; expiresAt: string };

/** Invites an operator (input: email, role); answers the enrolment link, shown once. */
export async function inviteOperatorAction(
  input: unknown,
): Promise<ActionResult | ActionResult<Invitation>> {
  const { result, data } = await runOperatorWrite('inviteOperator', input);
  return data
    ? { ...result, data: { link: enrolmentPath(data.token), expiresAt: data.expiresAt } }
    : result;
}

/** An operator's role, or their account disabled or enabled (input: operatorId, role, disabled). */
export async function updateOperatorAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('updateOperator', input);
}

/** A new enrolment link for an operator, their old credentials void (input: operatorId). */
export async function resetOperatorEnrolmentAction(
  input: unknown,
): Promise<ActionResult | ActionResult<Invitation>> {
  const { result, data } = await runOperatorWrite('resetOperatorEnrolment', input);
  return data
    ? { ...result, data: { link: enrolmentPath(data.token), expiresAt: data.expiresAt } }
    : result;
}

/**
 * Completes an invitation (input: token, password, confirmPassword, code): answers the recovery
 * codes, shown once. No session yet, so refusals count against the client's sign-in limit.
 */
export async function completeEnrolmentAction(
  input: unknown,
): Promise<ActionResult | ActionResult<{ recoveryCodes: string[] }>> {
  const parsed = parseInput(calls.completeEnrolment.request, input);
  if (!parsed.ok) return parsed.result;
  const [limits, client] = [await abuseLimits(), clientAddress(await headers())];
  const wait = await limits.take('signInFailuresPerClient', client);
  if (wait > 0) return refused(429, tooManyAttempts(wait));
  try {
    const { message, data } = await api.completeEnrolment(parsed.data);
    await limits.reward('signInFailuresPerClient', client);
    return { status: 200, message, data: { recoveryCodes: data.recoveryCodes } };
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof ApiError)) await limits.reward('signInFailuresPerClient', client);
    return consoleRefusal(error, 'Console enrolment');
  }
}

/** Makes a plan, off sale (input: name, price, period, durationDays, subTitle, position, features). */
export async function createPlanAction(input: unknown): Promise<ActionResult> {
  const { result, data } = await runOperatorWrite('createPlan', input);
  if (data) redirect(consolePlanHref(data.planId));
  return result;
}

/** A plan's name, price, period, order and feature rows (input: planId and those). */
export async function updatePlanAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('updatePlan', input);
}

/** Puts a plan on sale or takes it off (input: planId, onSale). */
export async function setPlanOnSaleAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('setPlanOnSale', input);
}

/** Saves a policy page's title and text as its draft, sanitised (input: key, title, html). */
export async function savePolicyDraftAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('savePolicyDraft', input);
}

/** Publishes a policy page's draft (input: key). */
export async function publishPolicyPageAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('publishPolicyPage', input);
}

/** Drops a policy page's draft (input: key). */
export async function discardPolicyDraftAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('discardPolicyDraft', input);
}

/** The home page's testimonials, in order (input: feedbackIds). */
export async function arrangeHomeTestimonialsAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('arrangeHomeTestimonials', input);
}

/** Makes a new lesson as a draft (input: name, description) and opens its console page. */
export async function createLessonAction(input: unknown): Promise<ActionResult> {
  const { result, data } = await runOperatorWrite('createLesson', input);
  if (data) redirect(consoleLessonHref(data.videoId));
  return result;
}

/** A lesson's title and description (input: videoId, name, description). */
export async function updateLessonDetailsAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('updateLessonDetails', input);
}

/** Plays a lesson from an external link (input: videoId, mediaUrl). */
export async function setLessonMediaLinkAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('setLessonMediaLink', input);
}

/** A lesson's captions from an https .vtt link, or none (input: videoId, captionsUrl). */
export async function setLessonCaptionsLinkAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('setLessonCaptionsLink', input);
}

/** Moves a lesson to a place in the library (input: videoId, to). */
export async function moveLessonAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('moveLesson', input);
}

/** The lessons shown first beside a lesson (input: videoId, relatedIds). */
export async function setRelatedLessonsAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('setRelatedLessons', input);
}

/** Publishes a draft lesson, or takes a lesson back to draft (input: videoId, published). */
export async function publishLessonAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('publishLesson', input);
}

/** Makes a lesson a free preview, or a subscribers' lesson again (input: videoId, freePreview). */
export async function setLessonFreePreviewAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('setLessonFreePreview', input);
}

/** Packages a lesson's video again after its packaging failed (input: videoId). */
export async function retryLessonPackagingAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('retryLessonPackaging', input);
}

/** Makes a case category as a draft, last in the order (input: name), and opens its page. */
export async function createCaseCategoryAction(input: unknown): Promise<ActionResult> {
  const { result, data } = await runOperatorWrite('createCaseCategory', input);
  if (data) redirect(consoleCategoryHref(data.shortId));
  return result;
}

/** Renames a case category (input: shortId, name). */
export async function renameCaseCategoryAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('renameCaseCategory', input);
}

/** Publishes a case category or takes it back to draft (input: shortId, published). */
export async function publishCaseCategoryAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('publishCaseCategory', input);
}

/** Moves a case category a place up or down (input: shortId, direction). */
export async function moveCaseCategoryAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('moveCaseCategory', input);
}

/** Makes a case as a draft, last in its category (input: shortId, name), and opens its page. */
export async function createCaseAction(input: unknown): Promise<ActionResult> {
  const { result, data } = await runOperatorWrite('createCase', input);
  if (data) redirect(consoleCaseHref(data.subshortId));
  return result;
}

/** A case's name, model answer and facts (input: subshortId and those). */
export async function updateCaseAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('updateCase', input);
}

/** Publishes a complete case or takes it back to draft (input: subshortId, published). */
export async function publishCaseAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('publishCase', input);
}

/** Moves a case a place up or down in its category (input: subshortId, direction). */
export async function moveCaseAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('moveCase', input);
}

/** Removes one slice of a case's series; the rest are renumbered (input: subshortId, position). */
export async function removeCaseSliceAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('removeCaseSlice', input);
}

/** Moves a slice of a case's series a place up or down (input: subshortId, position, direction). */
export async function moveCaseSliceAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('moveCaseSlice', input);
}

/** Publishes the DICOM series waiting on a case (input: subshortId). */
export async function publishCaseDicomAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('publishCaseDicom', input);
}

/** Discards the DICOM series waiting on a case, and its files (input: subshortId). */
export async function discardCaseDicomAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('discardCaseDicom', input);
}

/** Removes a case's whole series (input: subshortId). */
export async function clearCaseSeriesAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('clearCaseSeries', input);
}

// Insight's cohorts (docs/insight.md, "Cohorts").

/** Makes a cohort from a pasted list (input: name, leadEmail?, emails) and opens its page. */
export async function createCohortAction(input: unknown): Promise<ActionResult> {
  const { result, data } = await runOperatorWrite('createCohort', input);
  if (data) redirect(consoleCohortHref(data.cohortId));
  return result;
}

/** Adds the students of a pasted list to a cohort (input: cohortId, emails). */
export async function addCohortMembersAction(input: unknown): Promise<ActionResult> {
  return operatorWrite('addCohortMembers', input);
}
