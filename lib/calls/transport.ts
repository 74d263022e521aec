import type { CallDefinition, CallName, Envelope } from '@/lib/platform/calls';
import type {
  MediaAnswer,
  MediaRequest,
  MediaUpload,
  MediaUploadAnswer,
} from '@/lib/lessons/media';
import type { PaperImageRequest } from '@/lib/practice/links';
import type { RecordingRequest } from '@/lib/practice/links';

/** The signed-in student, read from the httpOnly session cookie on the server. */
export type StudentSession = { studentId: number; token: string };

/** The signed-in operator, read from the console's own httpOnly cookie on the server. */
export type OperatorSession = { operatorToken: string };

/**
 * Who a call is made for: a student's session, the holder of the temporary reset token issued
 * after OTP verification, an operator's console session, or nobody.
 */
export type Credentials = StudentSession | { resetToken: string } | OperatorSession | null;

/** The x-token a call carries on the wire ("null" when there is none, as the original API expects). */
export function wireToken(credentials: Credentials): string | null {
  if (!credentials) return null;
  if ('resetToken' in credentials) return credentials.resetToken;
  if ('operatorToken' in credentials) return credentials.operatorToken;
  return credentials.token;
}

/** The studentId the original API's payloads name: always the session's, never the browser's. */
export function wireStudentId(credentials: Credentials): number | null {
  return credentials && 'studentId' in credentials ? credentials.studentId : null;
}

/** An uploaded file (a profile photo) as the storage holds it. */
export type StoredFile = { bytes: Uint8Array; contentType: string };

export interface Transport {
  /** Reads an uploaded file by its stored name; null when there is none. */
  fetchFile?(name: string): Promise<StoredFile | null>;
  /** Streams a hosted lesson file (or a byte range of it) to a subscribed student. */
  fetchMedia?(request: MediaRequest, credentials: Credentials): Promise<MediaAnswer>;
  /** Streams an oral case's recording (or a byte range of it) to the student whose paper it is. */
  fetchRecording?(request: RecordingRequest, credentials: Credentials): Promise<MediaAnswer>;
  /** One of a paper's images, by its name in the paper, to the student whose paper it is. */
  fetchPaperImage?(request: PaperImageRequest, credentials: Credentials): Promise<MediaAnswer>;
  /** Streams a lesson file an operator uploads into the media store (the embedded API only). */
  uploadMedia?(upload: MediaUpload, credentials: Credentials): Promise<MediaUploadAnswer>;
  /**
   * Makes one call with input a trust boundary has already parsed. A transport that crosses a
   * process checks the answer's data against the call's schema; the embedded one need not.
   */
  send(
    name: CallName,
    call: CallDefinition,
    input: Record<string, unknown>,
    credentials: Credentials,
  ): Promise<Envelope<unknown>>;
}
