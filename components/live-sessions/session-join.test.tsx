import { act, render, screen } from '@testing-library/react';

import { type LiveSession } from '@/lib/live-sessions/calls';
import { sessionMessages } from '@/lib/live-sessions/texts';

import { SessionJoin } from './session-join';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

// 2030-03-31 is after the clocks go forward: 18:00 in London is 17:00 UTC.
const booked: LiveSession = {
  sessionId: 12,
  title: 'Weekly Viva',
  description: 'Chest cases.',
  thumbnail: '',
  date: '2030-03-31',
  from: '18:00',
  to: '19:00',
  name: 'Marathon Course',
  subscription: 1,
  isJoined: 1,
  timeZone: 'Europe/London',
  meetingLink: 'https://meet.example.com/weekly-viva',
};
const at = (utc: string) => new Date(`2030-03-31T${utc}Z`);

afterEach(() => {
  jest.useRealTimers();
  mockRefresh.mockClear();
});

it('shows the link to join from 15 minutes before the start until the end', () => {
  for (const moment of ['16:45:00', '17:30:00', '17:59:59']) {
    const { unmount } = render(<SessionJoin session={booked} now={at(moment)} />);
    const link = screen.getByRole('link', { name: sessionMessages.joinSession });
    expect(link).toHaveAttribute('href', booked.meetingLink);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();
  }
  const { container } = render(<SessionJoin session={booked} now={at('18:00:00')} />);
  expect(container).toBeEmptyDOMElement();
});

it('says when the link appears, and reads the page again at that moment', () => {
  jest.useFakeTimers({ now: at('16:40:00') });
  render(<SessionJoin session={booked} now={at('16:40:00')} />);
  expect(screen.getByText(sessionMessages.joinOpensLater)).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4 * 60_000));
  expect(mockRefresh).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(62_000));
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});

it('tells a booked student when no link is set yet, and shows nothing to others', () => {
  render(<SessionJoin session={{ ...booked, meetingLink: null }} now={at('16:50:00')} />);
  expect(screen.getByText(sessionMessages.noLinkYet)).toBeInTheDocument();
  for (const session of [
    { ...booked, isJoined: 0, meetingLink: null },
    { ...booked, cancelled: true },
  ]) {
    const { container } = render(<SessionJoin session={session} now={at('17:10:00')} />);
    expect(container).toBeEmptyDOMElement();
  }
});
