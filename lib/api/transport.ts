import type { CallDefinition, CallName, Envelope } from '@/lib/contract';

/** Who the call is made for, taken from the server-side session. */
export type ApiSession = { token: string | null; studentId: number | null };

export interface Transport {
  send(
    name: CallName,
    call: CallDefinition,
    input: Record<string, unknown>,
    session: ApiSession,
  ): Promise<Envelope<unknown>>;
}
