import { z } from 'zod';

import { MANIFEST_VERSION, type SeriesManifest } from './series';

/*
 * A series' manifest as a call carries it (lib/imaging/series.ts): checked on the way in like
 * any answer, so the viewer is never handed a shape it cannot paint.
 */

const vector3 = z.tuple([z.number(), z.number(), z.number()]);
const window = z.object({ center: z.number(), width: z.number().positive() });

export const seriesManifestSchema: z.ZodType<SeriesManifest> = z.object({
  version: z.literal(MANIFEST_VERSION),
  modality: z.string().max(16),
  uids: z.object({ study: z.string(), series: z.string(), frameOfReference: z.string() }),
  rows: z.number().int().positive(),
  columns: z.number().int().positive(),
  pixelSpacing: z.tuple([z.number().positive(), z.number().positive()]).nullable(),
  orientation: z.tuple([vector3, vector3]).nullable(),
  photometric: z.enum(['MONOCHROME1', 'MONOCHROME2']),
  defaultWindow: window,
  slices: z.array(
    z.object({
      file: z.string().max(300),
      rescale: z.object({ slope: z.number(), intercept: z.number() }),
      position: vector3.nullable(),
    }),
  ),
  thumbnails: z.boolean().optional(),
});
