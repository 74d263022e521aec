import { zonedDateTime, zonedIsoString, zonedTimeToUtc } from './zoned-time';

describe('zonedTimeToUtc', () => {
  it.each([
    // Skipped and repeated by the clock change: read in standard time, as PostgreSQL does.
    [
      'a time the spring change skips',
      '2026-03-29',
      '01:30',
      'Europe/London',
      '2026-03-29T01:30:00.000Z',
    ],
    [
      'a time the autumn change repeats',
      '2026-10-25',
      '01:30',
      'Europe/London',
      '2026-10-25T01:30:00.000Z',
    ],
    ['London in summer time', '2026-07-01', '18:00', 'Europe/London', '2026-07-01T17:00:00.000Z'],
    ['London in winter time', '2026-12-01', '18:00', 'Europe/London', '2026-12-01T18:00:00.000Z'],
    ['another zone', '2026-07-01', '09:00', 'Asia/Kolkata', '2026-07-01T03:30:00.000Z'],
  ])('reads %s', (_case, date, time, zone, instant) => {
    expect(zonedTimeToUtc(date, time, zone).toISOString()).toBe(instant);
  });

  it('answers the same again without sharing the Date it returned', () => {
    const first = zonedTimeToUtc('2026-03-29', '01:30', 'Europe/London');
    first.setTime(0);
    expect(zonedTimeToUtc('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('stays right after more conversions than it keeps', () => {
    for (let minute = 0; minute < 2_500; minute++) {
      const time = `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      zonedTimeToUtc('2026-06-15', time, 'Asia/Kolkata');
    }
    expect(zonedTimeToUtc('2026-06-15', '18:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-15T12:30:00.000Z',
    );
    expect(zonedIsoString('2026-06-15', '18:00', 'Asia/Kolkata')).toBe('2026-06-15T18:00:00+05:30');
    expect(zonedDateTime(new Date('2026-06-15T12:30:00Z'), 'Europe/London')).toEqual({
      date: '2026-06-15',
      time: '13:30',
    });
  });
});
