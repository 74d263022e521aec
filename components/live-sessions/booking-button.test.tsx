import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ErrorCode } from '@/lib/calls/error-codes';
import { type LiveSession } from '@/lib/live-sessions/calls';
import { sessionMessages } from '@/lib/live-sessions/texts';

import { BookedSlotsProvider } from './booked-slots';
import { BookingButton } from './booking-button';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const mockNotifyError = jest.fn();
jest.mock('@/components/ui/notify', () => ({
  notify: {
    error: (message: string) => mockNotifyError(message),
    success: jest.fn(),
    info: jest.fn(),
  },
}));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const session: LiveSession = {
  sessionId: 12,
  title: 'Weekly Viva',
  description: 'Chest cases.',
  thumbnail: '',
  date: '2030-03-31',
  from: '18:00',
  to: '19:00',
  name: 'Marathon Course',
  subscription: 1,
  isJoined: 0,
  timeZone: 'Europe/London',
};

let fetchMock: jest.Mock;
/** What the BFF sends back, as much of a fetch Response as the browser client reads. */
const reply = (status: number, message: string, code?: ErrorCode) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => ({ status, message, data: null, ...(code ? { code } : {}) }),
});
/** The BFF answers the next booking with this envelope. */
function answer(status: number, message: string, code?: ErrorCode) {
  fetchMock.mockResolvedValueOnce(reply(status, message, code));
}

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

function renderButton(
  overrides: Partial<LiveSession> = {},
  {
    signedIn = true,
    booked = [] as { sessionId: number; date: string; from: string; to: string }[],
  } = {},
) {
  render(
    <BookedSlotsProvider initial={booked}>
      <BookingButton
        session={{ ...session, ...overrides }}
        signedIn={signedIn}
        signInHref="/signin?from=session-details&id=12"
        subscribeHref="/subscription"
      />
    </BookedSlotsProvider>,
  );
  return userEvent.setup();
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('the booking button', () => {
  it('asks a visitor to log in, sending nothing', async () => {
    const user = renderButton({}, { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(dialog('Login Required')).toHaveTextContent('Please log in to join this session');
    expect(screen.getByRole('link', { name: 'OK' })).toHaveAttribute(
      'href',
      '/signin?from=session-details&id=12',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a student whose plan does not admit the session to subscribe', async () => {
    const user = renderButton({ subscription: 0 });
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(dialog('Subscription Required')).toHaveTextContent(
      'Please subscribe to join this session.',
    );
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a slot overlapping a booking on the same date before asking', async () => {
    const user = renderButton(
      {},
      {
        booked: [{ sessionId: 3, date: '2030-03-31', from: '18:30:00', to: '19:30' }],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(dialog('Time Slot Conflict')).toHaveTextContent(sessionMessages.conflict);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes Joining... then Booked, and offers the calendar file', async () => {
    let resolve!: (response: ReturnType<typeof reply>) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const user = renderButton(
      {},
      {
        booked: [{ sessionId: 4, date: '2030-03-31', from: '19:00', to: '20:00' }],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/student/session/book');
    expect(JSON.parse(init.body)).toEqual({
      sessionId: 12,
      date: '2030-03-31',
      from: '18:00',
      to: '19:00',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    resolve(reply(200, sessionMessages.bookedOk));
    expect(await screen.findByRole('button', { name: 'Booked' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/session-calendar/MTI=',
    );
  });

  it("shows 'Your Slot Is Already Booked.' as Booked", async () => {
    answer(409, sessionMessages.alreadyBooked, 'slot_already_booked');
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('button', { name: 'Booked' })).toBeDisabled();
  });

  it("shows the server's refusals as the spec's prompts", async () => {
    answer(409, sessionMessages.conflict, 'booking_overlaps');
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(dialog('Time Slot Conflict')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();

    answer(402, sessionMessages.subscriptionRequired);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(dialog('Subscription Required')).toBeInTheDocument());
  });

  it("tells the original API's time slot conflict in the spec's words", async () => {
    answer(409, 'Booking failed: time slot conflict', 'time_slot_conflict');
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(mockNotifyError).toHaveBeenCalledWith(sessionMessages.conflictFromServer),
    );
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('starts Booked when the student has booked it (isJoined)', () => {
    renderButton({ isJoined: 1 });
    expect(screen.getByRole('button', { name: 'Booked' })).toBeDisabled();
  });

  it('offers Cancel booking with the cut-off, and goes back to Send Request once cancelled', async () => {
    const user = renderButton({ isJoined: 1 });
    expect(screen.getByText(sessionMessages.cancelCutoff)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const asked = dialog(sessionMessages.cancelBookingTitle);
    expect(asked).toHaveTextContent(sessionMessages.cancelConfirm);
    answer(200, sessionMessages.bookingCancelled);
    await user.click(within(asked).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('button', { name: 'Send Request' })).toBeEnabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/student/session/cancel');
    expect(JSON.parse(init.body)).toEqual({ sessionId: 12 });
    expect(mockRefresh).toHaveBeenCalled();
    expect(screen.queryByText(sessionMessages.cancelCutoff)).not.toBeInTheDocument();
  });

  it('says why a booking inside the cut-off cannot be cancelled', () => {
    const soon = new Date(Date.now() + 5 * 3_600_000);
    const date = soon.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    const from = soon.toLocaleTimeString('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    renderButton({ isJoined: 1, date, from, to: '23:59' });
    expect(screen.getByText(sessionMessages.cancelTooLate)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('keeps Booked when the server says it is too late', async () => {
    const user = renderButton({ isJoined: 1 });
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    answer(409, sessionMessages.cancelTooLate, 'cancel_too_late');
    await user.click(
      within(dialog(sessionMessages.cancelBookingTitle)).getByRole('button', {
        name: 'Cancel booking',
      }),
    );
    expect(await screen.findByText(sessionMessages.cancelTooLate)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booked' })).toBeDisabled();
    expect(mockNotifyError).toHaveBeenCalledWith(sessionMessages.cancelTooLate);
  });

  it('offers the waitlist when the session is full, and says when a place is held', async () => {
    answer(409, sessionMessages.full, 'session_full');
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    const full = await screen.findByRole('dialog', { name: sessionMessages.full });
    answer(200, sessionMessages.waitlistJoined);
    await user.click(within(full).getByRole('button', { name: sessionMessages.joinWaitlist }));
    expect(await screen.findByText(sessionMessages.onWaitlist)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/student/session/waitlist/join');
    expect(JSON.parse(init.body)).toEqual({ sessionId: 12 });

    // And leaves it.
    answer(200, sessionMessages.waitlistLeft);
    await user.click(screen.getByRole('button', { name: sessionMessages.leaveWaitlist }));
    await waitFor(() => expect(screen.queryByText(sessionMessages.onWaitlist)).toBeNull());
    expect(fetchMock.mock.calls[2][0]).toBe('/api/student/session/waitlist/leave');
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('tells a student offered a place until when it is held for them', () => {
    renderButton({ waitlist: 'offered', offerExpiresAt: '2030-04-02T15:30:00.000Z' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'A place has come free and is held for you until 4:30 pm BST. Send Request to claim it.',
    );
  });
});
