import { bookSessionSchema } from './calls';
import {
  decodeSessionId,
  normaliseTime,
  encodeSessionId,
  formatTime12,
  sessionsOffset,
  sessionsPageCount,
  slotsOverlap,
} from './texts';

describe('normaliseTime', () => {
  it.each([
    ['18:00:00', '18:00'],
    ['9:05', '09:05'],
    ['09:05:59', '09:05'],
    ['23:59:00.000', '23:59'],
    [' 00:00 ', '00:00'],
  ])('%s → %s', (input, expected) => expect(normaliseTime(input)).toBe(expected));

  it.each(['24:00', '12:60', '12:00:60', 'noon', '', '1800', '12:0'])('refuses %p', (input) =>
    expect(normaliseTime(input)).toBeNull(),
  );

  it('normalises the times a booking request carries', () => {
    const parsed = bookSessionSchema.parse({ sessionId: 3, from: '18:00:00', to: '7:30' });
    expect(parsed).toMatchObject({ from: '18:00', to: '07:30' });
    expect(bookSessionSchema.safeParse({ sessionId: 3, from: '25:00' }).success).toBe(false);
  });
});

describe('formatTime12', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30:00', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['18:00:00', '6:00 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s', (input, expected) => expect(formatTime12(input)).toBe(expected));
});

describe('slotsOverlap', () => {
  const slot = (from: string, to: string, date = '2026-03-29') => ({ date, from, to });

  it('counts partial overlap and containment, either way round', () => {
    expect(slotsOverlap(slot('18:00', '19:00'), slot('18:30', '19:30'))).toBe(true);
    expect(slotsOverlap(slot('18:30', '19:30'), slot('18:00', '19:00'))).toBe(true);
    expect(slotsOverlap(slot('18:00', '20:00'), slot('18:30', '19:00'))).toBe(true);
    expect(slotsOverlap(slot('18:30', '19:00'), slot('18:00', '20:00'))).toBe(true);
    expect(slotsOverlap(slot('18:00', '19:00'), slot('18:00:00', '19:00:00'))).toBe(true);
  });

  it('lets touching windows and other dates pass', () => {
    expect(slotsOverlap(slot('18:00', '19:00'), slot('19:00', '20:00'))).toBe(false);
    expect(slotsOverlap(slot('19:00', '20:00'), slot('18:00', '19:00'))).toBe(false);
    expect(slotsOverlap(slot('18:00', '19:00'), slot('18:00', '19:00', '2026-03-30'))).toBe(false);
  });
});

describe('session ids in addresses', () => {
  it('round-trips through base64 as the original API’s client encodes it', () => {
    expect(encodeSessionId(12)).toBe('MTI=');
    for (const id of [1, 9, 12, 345, 2_147_483_647]) {
      expect(decodeSessionId(encodeSessionId(id))).toBe(id);
    }
  });

  it('reads URL-escaped, unpadded and URL-safe forms', () => {
    expect(decodeSessionId('MTI%3D')).toBe(12);
    expect(decodeSessionId('MTI')).toBe(12);
    expect(decodeSessionId(encodeSessionId(1023).replace(/\+/g, '-'))).toBe(1023);
  });

  it.each(['', 'abc', '%', btoa('0'), btoa('-1'), btoa('1.5'), btoa('2147483648'), btoa('x1')])(
    'answers null for %p',
    (segment) => expect(decodeSessionId(segment)).toBeNull(),
  );
});

describe('pagination', () => {
  it('puts nine sessions on a page', () => {
    expect(sessionsOffset(1)).toBe(0);
    expect(sessionsOffset(3)).toBe(18);
    expect(sessionsPageCount(0)).toBe(1);
    expect(sessionsPageCount(9)).toBe(1);
    expect(sessionsPageCount(10)).toBe(2);
    expect(sessionsPageCount(27)).toBe(3);
  });
});
