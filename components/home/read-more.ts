/** Home testimonials show Read More when a description runs past this many words. */
export const READ_MORE_WORDS = 25;

export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Whether a testimonial's description is long enough to need the Read More modal. */
export function needsReadMore(text: string, limit: number = READ_MORE_WORDS): boolean {
  return wordCount(text) > limit;
}
