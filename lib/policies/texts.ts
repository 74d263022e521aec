// What the contact screens need without zod (they run in the browser): limits and page sizes.

/** The longest contact message a visitor sends, and the longest reply the console mails back. */
export const CONTACT_TEXT_LIMIT = 5000;
/** Messages per page of the console's inbox. */
export const CONTACT_INBOX_PAGE = 25;
/** Which messages the inbox lists: not handled yet, handled, or all. */
export const CONTACT_STATES = ['open', 'handled', 'all'] as const;
