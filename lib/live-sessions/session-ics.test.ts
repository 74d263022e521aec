import { bookingEvent, bookingUid, sessionIcs, sessionIcsFileName } from './session-ics';

const SITE = new URL('https://frcrviva.example');
const stamp = new Date('2026-01-10T09:00:00Z');

const session = (date: string, from = '18:00', to = '19:30') => ({
  sessionId: 12,
  title: 'Weekly Viva: Chest',
  description: 'Chest radiographs under exam conditions.',
  date,
  from,
  to,
});

/** The content lines, unfolded (RFC 5545 folds lines longer than 75 octets). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const lines = (ics: string) => unfold(ics).split('\r\n');

describe('a booked session as iCalendar', () => {
  it.each([
    // The Saturday before the clocks go forward: GMT, UTC+0.
    ['2026-03-28', '20260328T180000Z', '20260328T193000Z'],
    // The last Sunday of March: BST from 01:00 UTC, so 18:00 in London is 17:00 UTC.
    ['2026-03-29', '20260329T170000Z', '20260329T183000Z'],
    ['2026-10-24', '20261024T170000Z', '20261024T183000Z'],
    // The last Sunday of October: back to GMT.
    ['2026-10-25', '20261025T180000Z', '20261025T193000Z'],
  ])('on %s starts at %s UTC', (date, start, end) => {
    const ics = sessionIcs(bookingEvent(session(date), 7, SITE, { method: 'PUBLISH', stamp }));
    expect(lines(ics)).toEqual(
      expect.arrayContaining([`DTSTART:${start}`, `DTEND:${end}`, 'X-WR-TIMEZONE:Europe/London']),
    );
  });

  it('carries the title, description, page URL and a UID stable per booking', () => {
    const event = bookingEvent(session('2026-06-01'), 7, SITE, { method: 'PUBLISH', stamp });
    const ics = unfold(sessionIcs(event));
    expect(ics).toContain('SUMMARY:Weekly Viva: Chest');
    expect(ics).toContain('URL:https://frcrviva.example/session-details/MTI=');
    expect(ics).toContain('6:00 PM – 7:30 PM BST (Europe/London)');
    expect(event.uid).toBe(bookingUid(12, 7, 'frcrviva.example'));
    expect(ics).toContain(`UID:${event.uid}`);
    const again = sessionIcs(
      bookingEvent(session('2026-06-01'), 7, SITE, { method: 'PUBLISH', stamp: new Date() }),
    );
    expect(again).toContain(`UID:${event.uid}`);
    expect(bookingUid(12, 8, 'frcrviva.example')).not.toBe(event.uid);
    expect(sessionIcsFileName(12)).toBe('frcr-viva-session-12.ics');
  });

  it('writes an invitation with METHOD:REQUEST, the organizer and the attendee', () => {
    const ics = sessionIcs(
      bookingEvent(session('2026-06-01'), 7, SITE, {
        method: 'REQUEST',
        stamp,
        organizer: { name: 'FRCR Viva', email: 'admin@frcrviva.co.uk' },
        attendee: { name: 'Asha Rao', email: 'asha@example.com' },
      }),
    );
    expect(ics).toContain('METHOD:REQUEST');
    expect(unfold(ics)).toMatch(/ORGANIZER;CN="?FRCR Viva"?:mailto:admin@frcrviva\.co\.uk/i);
    expect(unfold(ics)).toMatch(/ATTENDEE;.*PARTSTAT="?ACCEPTED"?.*:mailto:asha@example\.com/i);
  });
});

describe('folding', () => {
  it('folds every line at 75 octets, never inside a character', () => {
    const title = `Weekly Viva – Chest – ${'é'.repeat(40)} – 😀 ${'Ünïcödé – '.repeat(8)}`;
    const ics = sessionIcs(
      bookingEvent({ ...session('2026-05-02'), title, description: title.repeat(3) }, 7, SITE, {
        method: 'PUBLISH',
        stamp,
      }),
    );
    const physical = ics.split('\r\n');
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines(ics)).toContain(`SUMMARY:${title}`);
  });
});
