import { needsReadMore, READ_MORE_WORDS, wordCount } from '@/components/home/read-more';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('Read More on home testimonials', () => {
  it('counts words separated by any whitespace', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount(' one  two\nthree\tfour ')).toBe(4);
  });

  it('appears only above 25 words', () => {
    expect(READ_MORE_WORDS).toBe(25);
    expect(needsReadMore(words(24))).toBe(false);
    expect(needsReadMore(words(25))).toBe(false);
    expect(needsReadMore(words(26))).toBe(true);
  });

  it('ignores surrounding and repeated whitespace when counting', () => {
    expect(needsReadMore(`  ${words(25).replace(/ /g, '   ')}  `)).toBe(false);
  });
});
