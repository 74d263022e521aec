import type { Database } from '../db/client';
import type { PaymentProviders } from '../payments/types';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer to the message goes, when not to the sender (mail goes out from no-reply). */
  replyTo?: string;
  /**
   * An iCalendar invitation (text/calendar with its METHOD), which mail clients offer to add to
   * the calendar; nodemailer sends it as an alternative body and an .ics attachment.
   */
  icalEvent?: { method: 'REQUEST' | 'PUBLISH' | 'CANCEL'; filename: string; content: string };
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface FileStorage {
  /** Stores bytes under a server-chosen name. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when no such file exists. */
  get(name: string): Promise<Uint8Array | null>;
  remove(name: string): Promise<void>;
}

/** One stored part of a multipart upload. */
export type StoredPart = { partNumber: number; etag: string; size: number };

/**
 * Resumable uploads straight to storage (docs/storage.md): the browser sends each part to where
 * `partTarget` says, S3's own address signed for that part, or, on local disk, the app itself,
 * which hands the part to `receivePart`. Keys are server-chosen (`isSafeKey`).
 */
interface MultipartUploads {
  /** Starts an upload of `key`; its id names it in every later step. */
  create(key: string, contentType: string): Promise<{ uploadId: string }>;
  /** A presigned address for part `partNumber`, or null when the app receives the part itself. */
  partTarget(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string | null>;
  /**
   * Stores one part from a stream, refused past `maxBytes` while it streams (local disk: the
   * parts come through the app). Absent when parts go to the service directly.
   */
  receivePart?(
    key: string,
    uploadId: string,
    partNumber: number,
    body: AsyncIterable<Uint8Array>,
    maxBytes: number,
  ): Promise<{ etag: string; size: number }>;
  /** The parts stored so far, by number; empty when the upload is unknown. */
  listParts(key: string, uploadId: string): Promise<StoredPart[]>;
  /** Joins the parts, in order, into the object `key`. */
  complete(
    key: string,
    uploadId: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<void>;
  /** Forgets the upload and its parts; nothing happens when there is none. */
  abort(key: string, uploadId: string): Promise<void>;
}

/**
 * The one storage interface for every kind of media (images, recordings, lesson originals,
 * packaged lessons): local disk by default, any S3-compatible service when configured. Keys may
 * hold folders (`lesson-originals/lesson-3-ab12.mp4`); reads stream and take a byte range.
 */
export interface ObjectStorage extends FileStorage {
  /** Size, last change and entity tag of a stored object, or null when there is none. */
  stat(key: string): Promise<{ size: number; modified: Date; etag: string } | null>;
  /** The object's bytes `start` to `end` (both included), or all of it; null when there is none. */
  read(
    key: string,
    range?: { start: number; end: number },
  ): Promise<ReadableStream<Uint8Array> | null>;
  /** Stores an object from a stream, whole or not at all: a stream that fails leaves nothing. */
  write(
    key: string,
    body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    contentType?: string,
  ): Promise<void>;
  multipart: MultipartUploads;
}

/** Whether a backend's storage is the whole interface (fakes in tests may give only put/get). */
export function isObjectStorage(storage: FileStorage): storage is ObjectStorage {
  return 'multipart' in storage && 'stat' in storage;
}

/** Lesson files the app hosts (lib/lessons/lesson-media.ts), read in byte ranges. */
export interface MediaStore {
  /** Size and last change of a hosted file, or null when there is none. */
  stat(name: string): Promise<{ size: number; modified: Date } | null>;
  /** Bytes `start` to `end`, both included. */
  read(name: string, start: number, end: number): ReadableStream<Uint8Array>;
  /** Stores a new file from a stream, whole or not at all: a stream that fails leaves nothing. */
  write(name: string, body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void>;
  /** Removes an uploaded file; nothing happens when there is none. */
  remove(name: string): Promise<void>;
}

/** What the services need from the outside world; tests pass their own. */
export type BackendDeps = {
  db: Database;
  mailer: Mailer;
  storage: FileStorage | ObjectStorage;
  now: () => Date;
  /**
   * Hosted lesson files; by default the console's uploads (LESSON_UPLOAD_DIR) and the committed
   * demo files (LESSON_MEDIA_DIR, media/lessons/).
   */
  media?: MediaStore;
  /** The payment providers this server takes payments with; none when absent. */
  payments?: PaymentProviders;
  /**
   * The fraction (0.01–1) of the exam's time a practice paper's clock runs for: PRACTICE_TIME_SCALE,
   * for demos and the end-to-end tests (docs/practice.md); the exam's own time when absent.
   */
  practiceTimeScale?: number;
};
