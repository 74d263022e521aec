import { accessMessages } from '@/lib/access/roles';

/** The console's words (zod-free: its forms import them). */
export const consoleMessages = {
  signInRequired: accessMessages.operatorSignInRequired,
  signedIn: 'Signed in to the console.',
  signedOut: 'Signed out of the console.',
  /** One answer for every wrong part, so a guess learns nothing about which one was wrong. */
  signInRefused: 'The email, password or code is not right.',
  locked: (minutes: number) =>
    `Too many failed sign-ins. This account can try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  roleRefused: accessMessages.roleRefused,
  unavailable:
    'The console is not available on this server: the API it talks to does not offer operator calls.',
  auditListed: 'Audit log fetched successfully',
  overview: 'Console overview fetched successfully',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
} as const;

/** How long an operator's console sign-in lasts; a new sign-in is asked for after it. */
export const CONSOLE_SIGN_IN_HOURS = 12;
/**
 * Failed sign-ins to one address, from browsers without its key, within the window that lock
 * such browsers out, and for how long (docs/console.md). One client's failures cannot reach the
 * limit: the web tier stops a client after a few on one address (ABUSE_LIMITS'
 * `operatorSignInFailuresPerAccountAndClient`; lib/operators/sign-in-lock.test.ts checks the sum).
 */
export const OPERATOR_LOCK_AFTER_FAILURES = 30;
export const OPERATOR_FAILURE_WINDOW_MINUTES = 60;
export const OPERATOR_LOCK_MINUTES = 60;
/** Failures in a row from a known browser before its key is forgotten. */
export const KNOWN_DEVICE_MAX_FAILURES = 5;
/** A known browser's key lasts this long unused (its cookie's life). */
export const KNOWN_DEVICE_UNUSED_DAYS = 365;
/** Audit log entries per page of the console. */
export const AUDIT_PAGE = 50;

/** How long an invitation link to enrol as an operator works. */
export const ENROLMENT_LINK_HOURS = 48;

/** The words of the operators page and of enrolment (zod-free: their forms import them). */
export const operatorAccountMessages = {
  listed: 'Operators fetched successfully',
  invited: (email: string) =>
    `${email} is invited. Send them this link over a channel you trust: it works once, for ${ENROLMENT_LINK_HOURS} hours.`,
  alreadyOperator: 'That address is already an operator.',
  saved: 'Saved.',
  unchanged: 'Nothing changed.',
  notYourself: 'You cannot change your own role or account here; another owner can.',
  lastOwner: 'The console needs an enabled owner: make another one first.',
  notFound: 'That operator does not exist.',
  disabledCannotReset: 'Enable this operator before sending them a new link.',
  resetLink:
    'Their password, authenticator and recovery codes no longer work, and their sessions have ended. Send them this new link over a channel you trust.',
  linkNotValid:
    'This link does not work: it was already used, it has expired, or it was replaced. Ask an owner for a new one.',
  enrolmentOpened: 'Enrolment fetched successfully',
  codeNotRight:
    'That code is not right. Check that your authenticator app shows this account and that your clock is correct.',
  enrolled: 'You are enrolled. Keep your recovery codes somewhere safe, then sign in.',
  passwordTooShort: 'Choose a password of at least 12 characters.',
  passwordsDiffer: 'The passwords do not match.',
  sixDigits: 'Enter the 6-digit code your authenticator app shows.',
} as const;
