/*
 * The machine-readable reason beside an envelope's message: callers branch on the code, never on
 * the words, which belong to the students. Zod-free, so client components may import it.
 */

/** Codes for outcomes a caller acts on, beyond what the status already says. */
const DOMAIN_CODES = [
  'lesson_not_found',
  'case_not_found',
  'live_session_not_found',
  'operator_not_found',
  'enrolment_not_found',
  'slot_already_booked',
  /** Our backend: the session overlaps one the student has booked. */
  'booking_overlaps',
  /** The original API's refusal that names a "time slot conflict". */
  'time_slot_conflict',
  /** The booking is inside the cut-off before the start: it can no longer be cancelled. */
  'cancel_too_late',
  /** The student has no booking of the session. */
  'not_booked',
  /** Every place of the session is booked or held: the student may join its waitlist. */
  'session_full',
  /** The session has a free place: book it rather than wait. */
  'place_free',
  /** A live session's room: not opened yet, or closed with the session's end. */
  'room_not_open',
  'room_closed',
  /** A session's room's case: nobody in the hot seat to draw it for or to mark. */
  'seat_empty',
  /** The bank has no oral case to put up. */
  'no_case',
  /** Only the student in the hot seat drives the room's viewer and points. */
  'hot_seat_only',
  'current_password_wrong',
  /** The student's account was disabled by an operator: its sign-in is refused. */
  'account_disabled',
  /** A practice paper or review needs a current subscription. */
  'subscription_required',
  /** The student already has a practice paper running: finish it first. */
  'paper_open',
  /** The practice paper has ended: its answers and flags no longer change. */
  'paper_ended',
  /** A later save of the same answer is already stored. */
  'answer_stale',
  /**
   * Viva rooms (docs/viva-rooms.md). Refusals are 409 with these, never 403, which would end the
   * student's session.
   */
  'not_invited',
  'sitting_started',
  'partner_missing',
  'sitting_not_running',
  'sitting_not_ended',
  'examiner_only',
  'candidate_only',
  'last_case',
  'case_not_shown',
  'already_marked',
  /** A viva room's recording without both people's consent. */
  'recording_not_agreed',
  /** The console: the operator's role does not allow the call. */
  'role_refused',
  /** The console: too many failed sign-ins; the account waits. */
  'operator_locked',
  /** The console: the lesson's video is not yet ready to stream, so it cannot be published. */
  'not_ready',
  /** The console: only a lesson whose packaging failed can be retried. */
  'not_failed',
  /** The account already plays lessons on as many devices as it may. */
  'too_many_devices',
  /** The student asked for far more lessons' keys in an hour than anyone watches. */
  'too_many_lessons',
] as const;

const STATUS_CODES = {
  400: 'bad_request',
  401: 'sign_in_required',
  403: 'session_ended',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  429: 'too_many_requests',
  500: 'server_error',
  501: 'not_implemented',
  502: 'bad_gateway',
  503: 'unavailable',
} as const;

export type ErrorCode =
  | (typeof DOMAIN_CODES)[number]
  | (typeof STATUS_CODES)[keyof typeof STATUS_CODES]
  | 'cross_site'
  | 'failed';

/** The code for an answer that names none: what its status says. */
export function codeForStatus(status: number): ErrorCode {
  return (STATUS_CODES as Record<number, ErrorCode>)[status] ?? 'failed';
}

const knownCodes = new Set<string>([...DOMAIN_CODES, ...Object.values(STATUS_CODES), 'cross_site']);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}
