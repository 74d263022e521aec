import type { LiveSession } from '@/lib/live-sessions/calls';

import { sessionEventJsonLd } from './session-event';

const session = (date: string): LiveSession => ({
  sessionId: 12,
  title: 'Weekly Viva',
  description: 'Chest cases.',
  thumbnail: '/demo/sessions/weekly.webp',
  date,
  from: '18:00',
  to: '19:30',
  name: 'Marathon Course',
  subscription: 0,
  isJoined: 0,
});

it('states start and end with the UK offset of the day, online', () => {
  const summer = sessionEventJsonLd(session('2026-03-29'), '/session-details/MTI=');
  expect(summer).toMatchObject({
    '@type': 'Event',
    startDate: '2026-03-29T18:00:00+01:00',
    endDate: '2026-03-29T19:30:00+01:00',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
  });
  expect(summer.location.url).toMatch(/\/session-details\/MTI=$/);
  const winter = sessionEventJsonLd(session('2026-10-25'), '/session-details/MTI=');
  expect(winter.startDate).toBe('2026-10-25T18:00:00+00:00');
});
