/*
 * A meeting link as every page, mail and calendar file writes it (docs/console.md, "Live
 * sessions"). The console stores the URL parser's own form of what an operator typed; links
 * stored before it did are read through the same parser, so none reaches an HTML attribute or a
 * calendar line as typed.
 */

/** What the console refuses in a meeting link: C0 and C1 controls, DEL, Unicode line breaks. */
export const MEETING_LINK_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * The WHATWG form of an https address (`new URL(link).href`: no control character, space,
 * quote or angle bracket, percent-encoded instead), or null when `link` is none.
 */
export function meetingLinkOf(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
