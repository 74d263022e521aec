import { z } from 'zod';

import { defineCall, defineStream } from '../calls/define-call';
import { idField, requiredFile, typedText } from '../calls/fields';
import { CASE_MARKS, CASE_MODALITIES, ORAL_DOMAINS } from '../db/vocabulary';
import { caseHeaderSchema } from '../practice/calls';
import { RECORDING_MAX_BYTES } from '../practice/rules';
import { recordingMessages } from '../practice/texts';
import { vivaRoomEndpoints } from './endpoints';
import { VIVA_COMMENT_MAX, VIVA_ROOM_LENGTHS, VIVA_SIGNAL_KINDS, VIVA_SIGNAL_MAX } from './rules';
import { vivaMessages } from './texts';

const roomId = idField(vivaMessages.roomMissing);
const iso = z.string();
const half = z.union([z.literal(1), z.literal(2)]);
const seat = z.enum(['owner', 'partner']);

/** An image's name in its paper (lib/practice/paper-images.ts): 32 base64url characters. */
export const VIVA_IMAGE_NAME = /^[A-Za-z0-9_-]{32}$/;

/** The four domains' scores of an oral mark, 1 to 4 each: a viva room's and a session room's. */
export const oralScores = z
  .object(
    Object.fromEntries(
      ORAL_DOMAINS.map((domain) => [
        domain,
        z
          .number({ error: vivaMessages.scoresRequired })
          .int({ error: vivaMessages.scoresRequired })
          .min(1, { error: vivaMessages.scoresRequired })
          .max(4, { error: vivaMessages.scoresRequired }),
      ]),
    ) as Record<(typeof ORAL_DOMAINS)[number], z.ZodNumber>,
    { error: vivaMessages.scoresRequired },
  )
  .strict();

const markSchema = z.object({
  mark: z.enum(CASE_MARKS),
  oralScores: z.record(z.enum(ORAL_DOMAINS), z.number().int()),
  comment: z.string(),
});

/** The case on screen, as the candidate sees it: the clinical header and the images only. */
const roomCaseSchema = z.object({
  half,
  position: z.number().int(),
  header: caseHeaderSchema,
  modality: z.enum(CASE_MODALITIES).nullable(),
  images: z.array(z.string()),
});

/** What only the examiner's answer carries (docs/viva-rooms.md): never the candidate's. */
const examinerSchema = z.object({
  name: z.string(),
  modelAnswer: z.string(),
  keyFindings: z.array(z.string()),
  normal: z.boolean(),
  prompts: z.array(z.string()),
  mark: markSchema.nullable(),
});

const roomViewSchema = z.object({
  roomId: z.number().int(),
  length: z.enum(['full', 'brief']),
  casesPerHalf: z.number().int(),
  me: seat,
  names: z.object({ owner: z.string(), partner: z.string().nullable() }),
  /** The invitation's address: to the owner only, until the partner has joined. */
  inviteUrl: z.string().nullable(),
  meetingLink: z.string().nullable(),
  /** Each person's consent to recording: the candidate's browser records only while both agree. */
  recordingConsent: z.object({ mine: z.boolean(), partner: z.boolean() }),
  status: z.enum(['waiting', 'running', 'ended']),
  serverNow: iso,
  startedAt: iso.nullable(),
  half: half.nullable(),
  role: z.enum(['candidate', 'examiner']).nullable(),
  position: z.number().int().nullable(),
  caseEndsAt: iso.nullable(),
  halfEndsAt: iso.nullable(),
  endsAt: iso.nullable(),
  case: roomCaseSchema.nullable(),
  examiner: examinerSchema.nullable(),
  /** Cases the asker examined, already past, not marked yet: each can still be marked. */
  toMark: z.array(
    z.object({ half, position: z.number().int(), name: z.string(), normal: z.boolean() }),
  ),
});
export type VivaRoomView = z.infer<typeof roomViewSchema>;

const summaryCaseSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  modelAnswer: z.string(),
  examinerMark: markSchema.nullable(),
  selfMark: z
    .object({
      mark: z.enum(CASE_MARKS),
      oralScores: z.record(z.enum(ORAL_DOMAINS), z.number().int()).nullable(),
    })
    .nullable(),
  /** The domains (and the overall mark, as `mark`) where the two marks differ. */
  disagreements: z.array(z.string()),
  /** The case's recording, to the candidate whose it is only (lib/practice/links.ts). */
  recording: z.string().nullable(),
});

const summarySchema = z.object({
  roomId: z.number().int(),
  startedAt: iso,
  endsAt: iso,
  names: z.object({ owner: z.string(), partner: z.string() }),
  /** The cases the reader sat as the candidate, with the examiner's marks beside their own. */
  asCandidate: z.array(summaryCaseSchema),
  /** The cases the reader examined, with the marks they gave. */
  asExaminer: z.array(summaryCaseSchema),
});
export type VivaSummary = z.infer<typeof summarySchema>;

const roomRequest = z.object({ roomId });

/** A case of the sitting: its half and its place in that half. */
const whichCase = {
  half: z.coerce.number({ error: vivaMessages.chooseCase }).pipe(half),
  position: z.coerce
    .number({ error: vivaMessages.chooseCase })
    .int({ error: vivaMessages.chooseCase })
    .min(1, { error: vivaMessages.chooseCase })
    .max(6, { error: vivaMessages.chooseCase }),
};

export const vivaRoomCalls = {
  /** Opens a room for a subscriber; the partner is invited with the answer's link. */
  openVivaRoom: defineCall(vivaRoomEndpoints.openVivaRoom, {
    limit: { limit: 'vivaRoomsPerStudent', per: 'student' },
    request: z.object({
      length: z.enum(Object.keys(VIVA_ROOM_LENGTHS) as ['full', 'brief'], {
        error: 'Choose a sitting',
      }),
    }),
    data: z.object({ roomId: z.number().int(), inviteUrl: z.string() }),
  }),
  /** Takes the invitation: the first other account to bring the link becomes the partner. */
  joinVivaRoom: defineCall(vivaRoomEndpoints.joinVivaRoom, {
    limit: { limit: 'vivaRoomsPerStudent', per: 'student' },
    request: z.object({
      roomId,
      invite: z.string({ error: vivaMessages.inviteInvalid }).max(100),
    }),
    data: z.object({ roomId: z.number().int() }),
  }),
  /** Starts the sitting once both are in: each candidate's paper is drawn, the clock runs. */
  startVivaRoom: defineCall(vivaRoomEndpoints.startVivaRoom, {
    request: roomRequest,
    data: z.null().default(null),
  }),
  /** The room as the asker sees it: their role, the case, and the examiner's fields to the examiner. */
  vivaRoomView: defineCall(vivaRoomEndpoints.vivaRoomView, {
    request: roomRequest,
    data: roomViewSchema,
  }),
  /** The examiner moves on before the clock does. */
  nextVivaCase: defineCall(vivaRoomEndpoints.nextVivaCase, {
    request: roomRequest,
    data: z.object({ position: z.number().int() }),
  }),
  /** The examiner's mark of a case: it reschedules the candidate's card as a self-mark does. */
  markVivaCase: defineCall(vivaRoomEndpoints.markVivaCase, {
    request: z.object({
      roomId,
      ...whichCase,
      mark: z.enum(CASE_MARKS, { error: vivaMessages.chooseMark }),
      oralScores,
      comment: typedText()
        .max(VIVA_COMMENT_MAX, { error: vivaMessages.commentTooLong })
        .default(''),
    }),
    data: z.object({ due: iso }),
  }),
  /** A live event for the other person: the viewer's state, a pointer, the voice's set-up. */
  vivaSignal: defineCall(vivaRoomEndpoints.vivaSignal, {
    limit: { limit: 'vivaSignalsPerStudent', per: 'student' },
    maxBodyBytes: 8 * 1024,
    request: z.object({
      roomId,
      kind: z.enum(VIVA_SIGNAL_KINDS, { error: vivaMessages.signalInvalid }),
      data: z
        .record(z.string(), z.unknown(), { error: vivaMessages.signalInvalid })
        .refine((value) => JSON.stringify(value).length <= VIVA_SIGNAL_MAX, {
          error: vivaMessages.signalInvalid,
        }),
    }),
    data: z.null().default(null),
  }),
  /** The pair's own meeting address, for when the browser's voice cannot connect. */
  setVivaMeetingLink: defineCall(vivaRoomEndpoints.setVivaMeetingLink, {
    request: z.object({
      roomId,
      meetingLink: z
        .url({ protocol: /^https$/, error: vivaMessages.meetingLinkInvalid })
        .max(500, { error: vivaMessages.meetingLinkInvalid }),
    }),
    data: z.null().default(null),
  }),
  /** The reader's summary of an ended sitting. */
  vivaSummary: defineCall(vivaRoomEndpoints.vivaSummary, {
    request: roomRequest,
    data: summarySchema,
  }),
  /** The asker agrees to recording, or withdraws (docs/viva-rooms.md, "Recording"). */
  setVivaRecordingConsent: defineCall(vivaRoomEndpoints.setVivaRecordingConsent, {
    request: z.object({ roomId, consent: z.boolean({ error: vivaMessages.consentInvalid }) }),
    data: z.object({ mine: z.boolean(), partner: z.boolean() }),
  }),
  /** The candidate's recording of a case of their half, stored on their paper as the oral station's. */
  uploadVivaRecording: defineCall(vivaRoomEndpoints.uploadVivaRecording, {
    request: z.object({
      roomId,
      ...whichCase,
      file: requiredFile(
        { missing: recordingMessages.fileMissing, tooLarge: recordingMessages.tooLarge },
        RECORDING_MAX_BYTES,
      ),
    }),
    data: z.object({ url: z.string() }),
    maxBodyBytes: RECORDING_MAX_BYTES + 64 * 1024,
  }),
  /** One of the room's images, to either person in it (lib/viva-rooms/room-images.ts). */
  vivaRoomImage: defineStream(vivaRoomEndpoints.vivaRoomImage, {
    request: z.object({ roomId: idField(), name: z.string().regex(VIVA_IMAGE_NAME) }),
  }),
  /** The room's live events as Server-Sent Events, to either person in it (event-stream.ts). */
  vivaRoomEvents: defineStream(vivaRoomEndpoints.vivaRoomEvents, { request: roomRequest }),
};
