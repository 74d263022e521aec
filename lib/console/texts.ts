/** The console's words (zod-free: its forms import them). */
export const consoleMessages = {
  signInRequired: 'Please sign in to the console.',
  signedIn: 'Signed in to the console.',
  signedOut: 'Signed out of the console.',
  /** One answer for every wrong part, so a guess learns nothing about which one was wrong. */
  signInRefused: 'The email, password or code is not right.',
  locked: (minutes: number) =>
    `Too many failed sign-ins. This account can try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  roleRefused: 'Your role does not allow this.',
  unavailable:
    'The console is not available on this server: the API it talks to does not offer operator calls.',
  auditListed: 'Audit log fetched successfully',
  overview: 'Console overview fetched successfully',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
} as const;

/** How long an operator's console session lasts; a new sign-in is asked for after it. */
export const CONSOLE_SESSION_HOURS = 12;
/** Failed sign-ins in a row before an operator account waits, and for how long. */
export const OPERATOR_LOCK_AFTER_FAILURES = 5;
export const OPERATOR_LOCK_MINUTES = 15;
/** Audit log entries per page of the console. */
export const AUDIT_PAGE = 50;
