import { formatSessionDate, formatSessionSlot, formatSlotIn } from './session-format';
import { pageNumbers } from './sessions-pagination';

const slot = (date: string, from = '18:00', to = '19:30') => ({ date, from, to });

describe('session times', () => {
  it('labels the UK slot with the zone name of its date', () => {
    expect(formatSessionSlot(slot('2026-03-28'))).toBe('6:00 PM – 7:30 PM GMT');
    expect(formatSessionSlot(slot('2026-03-29'))).toBe('6:00 PM – 7:30 PM BST');
    expect(formatSessionSlot(slot('2026-10-25'))).toBe('6:00 PM – 7:30 PM GMT');
  });

  it("shows the viewer's own clock, across midnight and the clock change", () => {
    expect(formatSlotIn(slot('2026-03-29'), 'Europe/London')).toBeNull();
    expect(formatSlotIn(slot('2026-03-29'), 'Asia/Kolkata')).toBe(
      'Sun 29 Mar, 10:30 PM – Mon 30 Mar, 12:00 AM GMT+5:30',
    );
    expect(formatSlotIn(slot('2026-03-28'), 'Asia/Kolkata')).toBe(
      'Sat 28 Mar, 11:30 PM – Sun 29 Mar, 1:00 AM GMT+5:30',
    );
    expect(formatSlotIn(slot('2026-10-25'), 'America/New_York')).toBe(
      'Sun 25 Oct, 2:00 PM – 3:30 PM GMT-4',
    );
  });

  it('writes the date in full', () => {
    expect(formatSessionDate('2026-11-25')).toBe('Wednesday 25 November 2026');
  });
});

describe('page numbers', () => {
  it('lists every page up to seven, else the ends and the neighbours with gaps', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
  });
});
