// What the contact screens need without zod (they run in the browser): limits and page sizes.

/** The longest contact message a visitor sends, and the longest reply the console mails back. */
export const CONTACT_TEXT_LIMIT = 5000;
/** Messages per page of the console's inbox. */
export const CONTACT_INBOX_PAGE = 25;
/** Which messages the inbox lists: not handled yet, handled, or all. */
export const CONTACT_STATES = ['open', 'handled', 'all'] as const;

/** The longest policy document an operator saves: the demo's are about 4,000 characters. */
export const POLICY_HTML_MAX = 100_000;
export const POLICY_TITLE_MAX = 200;

/** What the console's policy page calls answer, success and refusal, as operators read them. */
export const consolePolicyMessages = {
  listed: 'Policy pages fetched successfully',
  notFound: 'This policy page does not exist.',
  chooseKey: 'Choose a policy page',
  titleRequired: 'Give the page a title',
  titleTooLong: `Titles are at most ${POLICY_TITLE_MAX} characters`,
  htmlRequired: 'Write the page’s text',
  htmlTooLong: `The text is at most ${POLICY_HTML_MAX.toLocaleString('en-GB')} characters`,
  emptyAfterCleaning:
    'Nothing would be left of the text once scripts and unsafe parts are removed.',
  draftSaved: 'Draft saved. Visitors still see the published text until you publish it.',
  unchanged: 'Nothing changed.',
  removedOnSave: (removed: readonly string[]) => `Removed on save: ${removed.join(', ')}.`,
  noDraft: 'There is no draft to publish.',
  published: 'Published: the page shows the new text now.',
  discarded: 'Draft discarded: the page keeps its published text.',
  noDraftToDiscard: 'There is no draft to discard.',
} as const;
