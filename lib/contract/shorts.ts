import { z } from 'zod';

import { defineCall } from './define-call';
import { idField, limitField, offsetField } from './fields';

export const SHORTS_PAGE = 9;

export const shortCategorySchema = z.object({
  shortId: z.number().int(),
  name: z.string(),
  /** Image of the category's first sub-short, for the grid; null when it has none. */
  image: z.string().nullable(),
  count: z.number().int(),
});
export type ShortCategory = z.infer<typeof shortCategorySchema>;

export const subShortSchema = z.object({
  shortId: z.number().int(),
  subshortId: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The model answer; only signed-in students receive it, so it is null for visitors. */
  answer: z.string().nullable(),
});
export type SubShort = z.infer<typeof subShortSchema>;

export const shortCalls = {
  listShorts: defineCall({
    path: 'short/list',
    method: 'POST',
    access: 'public',
    request: z.object({ limit: limitField(SHORTS_PAGE), offset: offsetField }),
    data: z.object({ list: z.array(shortCategorySchema), total: z.number().int() }),
  }),
  listSubShorts: defineCall({
    path: 'short/sub/list',
    method: 'POST',
    access: 'optional',
    request: z.object({
      shortId: idField('Choose a short category'),
      subshortId: idField().optional(),
      limit: limitField(SHORTS_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({
      list: z.array(subShortSchema),
      total: z.number().int(),
      /** Prefix for image paths. */
      url: z.string(),
      /** The category's name, for the '{name} SHORT' title. */
      name: z.string(),
    }),
  }),
};
