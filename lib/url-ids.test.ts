import { MAX_ID } from '@/lib/calls/domain';

import { idFromUrl } from './url-ids';

describe('idFromUrl', () => {
  it('reads a positive whole number, the first of a repeated parameter', () => {
    expect(idFromUrl('12')).toBe(12);
    expect(idFromUrl(['7', '8'])).toBe(7);
    expect(idFromUrl('012')).toBe(12);
    expect(idFromUrl(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([undefined, null, '', '0', '-1', '1e3', '1.5', ' 1', 'abc', String(MAX_ID + 1), '%00'])(
    'refuses %p',
    (value) => expect(idFromUrl(value)).toBeNull(),
  );

  it('refuses leading zeros where the address must have one spelling', () => {
    expect(idFromUrl('012', { canonical: true })).toBeNull();
    expect(idFromUrl('12', { canonical: true })).toBe(12);
  });
});
