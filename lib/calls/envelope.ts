import { z } from 'zod';

import type { ErrorCode } from './error-codes';

/**
 * Every answer of the API: inner status 200 means success; 403 means the sign-in is over. A
 * refusal carries a machine-readable `code` beside the message (the original API sends none).
 */
export type Envelope<T> = { status: number; message: string; data: T; code?: ErrorCode };

export const envelopeSchema = z.object({
  status: z.number().int(),
  message: z.string().default(''),
  data: z.unknown().optional(),
  code: z.string().optional(),
});
