// What the shorts screens need without zod (some run in the browser): their texts.

/** What the shorts screens and calls say, as students read them. */
export const caseMessages = {
  noShorts: 'No Shorts Available',
  noSubShorts: 'No Shorts Exist',
  categoryTitle: (name: string) => `${name} SHORT`,
  modelAnswer: 'Model Answer',
  keyFindings: 'Key findings',
  normalStudy: 'This is a normal study.',
  noAnswer: 'No answer available.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  noSuchShort: 'Short category not found',
  noSuchCase: 'Case not found',
  answerFailed: 'The model answer could not be loaded. Please try again.',
} as const;

/** What the console's case calls answer, as operators read them. */
export const consoleCaseMessages = {
  listed: 'Cases fetched successfully',
  categoryName: 'Give the category a name',
  categoryNameTooLong: 'Category names are at most 80 characters',
  caseName: 'Give the case a name',
  caseNameTooLong: 'Case names are at most 200 characters',
  answerTooLong: 'The model answer is at most 10,000 characters',
  chooseSystem: 'Choose the system',
  chooseModality: 'Choose the modality',
  chooseAgeBand: 'Choose adult or paediatric',
  chooseSex: 'Choose female or male, or leave it empty',
  chooseReferral: 'Choose where the referral came from, or leave it empty',
  regionTooLong: 'The region is at most 80 characters',
  ageTooLong: 'The patient age is at most 20 characters, e.g. "67 years" or "6 weeks"',
  detailsTooLong: 'The clinical details are at most 500 characters',
  tooManyFindings: 'List at most 10 key findings',
  findingTooLong: 'Each key finding is at most 200 characters',
  chooseDirection: 'Choose up or down',
  sayPublished: 'Say whether it is published',
  noSuchCategory: 'Category not found',
  categoryCreated: 'Saved as a draft. Publish it when its cases are ready.',
  caseCreated: 'Saved as a draft. Add its film and facts, then publish it.',
  saved: 'Saved.',
  unchanged: 'Nothing changed.',
  moved: 'Moved.',
  atTheEnd: 'It is already at that end of the list.',
  categoryPublished: 'Published: students see the category and its published cases now.',
  categoryUnpublished: 'Back to draft: students no longer see the category or its cases.',
  casePublished: 'Published: students see the case now.',
  caseUnpublished: 'Back to draft: students no longer see the case.',
  incompleteCase:
    'Before publishing, give the case its film, model answer, system, modality and age band.',
  image: {
    missing: 'Choose the film to upload.',
    tooLarge: 'The film must be 5 MB or smaller.',
    notAnImage: 'The film must be an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).',
    unreadable: 'The film could not be read. Please choose another.',
    saved: 'Film saved.',
  },
} as const;
