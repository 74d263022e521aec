import { messages } from '@/lib/calls/field-messages';
import { caseMessages } from '@/lib/cases/texts';
import { videoMessages } from '@/lib/lessons/texts';
import { sessionMessages } from '@/lib/live-sessions/texts';

import { codeForStatus, type ErrorCode } from '../calls/error-codes';

/*
 * The original API answers a refusal with a message alone. The refusals a caller acts on are
 * told apart here, once, where its answers enter the app (the HTTP transport is given this,
 * lib/platform/install.ts); everything after branches on the code. It names several domains'
 * words, so it belongs to the composition root.
 */
const CODES_BY_MESSAGE: ReadonlyMap<string, ErrorCode> = new Map([
  [sessionMessages.alreadyBooked, 'slot_already_booked'],
  [sessionMessages.conflict, 'booking_overlaps'],
  [sessionMessages.notFound, 'live_session_not_found'],
  [videoMessages.noSuchVideo, 'lesson_not_found'],
  [caseMessages.noSuchCase, 'case_not_found'],
  [messages.currentPasswordWrong, 'current_password_wrong'],
]);

/** Its booking refusals name a "time slot conflict" inside longer wording. */
const TIME_SLOT_CONFLICT = /time slot conflict/i;

export function codeFromOriginalApi({ status, message }: { status: number; message: string }) {
  const known = CODES_BY_MESSAGE.get(message.trim());
  if (known) return known;
  if (TIME_SLOT_CONFLICT.test(message)) return 'time_slot_conflict';
  return codeForStatus(status);
}
