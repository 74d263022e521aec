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
  storage: FileStorage;
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
