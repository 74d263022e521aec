/*
 * A comment's date as the site shows it ("20 Nov 2026"), in a fixed zone so the server's HTML and
 * the browser agree. The first date formatter a page builds starts the browser's ICU data, 13–48
 * ms of one task on this host (docs/performance.md, "Dates on a page's load"): the page's first
 * comments come with their dates written by the server, and the browser builds its formatter only
 * for comments it loads itself.
 */

import { formatUkDay } from '@/lib/formatter';

/** The dates of a list of comments, by their `created` timestamp, as the server wrote them. */
export type CommentDates = Readonly<Record<string, string>>;

/** The dates of the comments a page renders first, for the server to pass along with them. */
export const commentDates = (comments: readonly { created: string }[]): CommentDates =>
  Object.fromEntries(comments.map(({ created }) => [created, formatUkDay(created)]));
