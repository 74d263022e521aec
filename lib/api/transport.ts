import type { CallDefinition, CallName, Envelope } from '@/lib/contract';

/** Who the call is made for, taken from the server-side session. */
export type ApiSession = { token: string | null; studentId: number | null };

/** An uploaded file (a profile photo) as the storage holds it. */
export type StoredFile = { bytes: Uint8Array; contentType: string };

export interface Transport {
  /** Reads an uploaded file by its stored name; null when there is none. */
  fetchFile?(name: string): Promise<StoredFile | null>;
  send(
    name: CallName,
    call: CallDefinition,
    input: Record<string, unknown>,
    session: ApiSession,
  ): Promise<Envelope<unknown>>;
}
