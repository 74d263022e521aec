import { z } from 'zod';

/** Every answer of the API: inner status 200 means success; 403 means the session is over. */
export type Envelope<T> = { status: number; message: string; data: T };

export const envelopeSchema = z.object({
  status: z.number().int(),
  message: z.string().default(''),
  data: z.unknown().optional(),
});

export const SUCCESS = 200;
export const SESSION_ENDED = 403;
