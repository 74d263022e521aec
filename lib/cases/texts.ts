// What the shorts screens need without zod (some run in the browser): their texts.

/** What the shorts screens and calls say, as students read them. */
export const caseMessages = {
  noShorts: 'No Shorts Available',
  noSubShorts: 'No Shorts Exist',
  categoryTitle: (name: string) => `${name} SHORT`,
  modelAnswer: 'Model Answer',
  noAnswer: 'No answer available.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  noSuchShort: 'Short category not found',
  noSuchCase: 'Case not found',
  answerFailed: 'The model answer could not be loaded. Please try again.',
} as const;
