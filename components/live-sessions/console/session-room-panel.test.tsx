import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ActionResult } from '@/lib/calls/action-result';

import { SessionLeadForm } from './session-lead-form';
import { SessionRoomPanel } from './session-room-panel';

const mockCall = jest.fn<Promise<ActionResult>, [string, unknown]>();
jest.mock('@/lib/platform/console-actions', () => ({
  consoleCall: (name: string, input: unknown) => mockCall(name, input),
}));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const asha = { studentId: 11, fullName: 'Asha Rao' };
const ben = { studentId: 12, fullName: 'Ben Okafor' };
const cara = { studentId: 13, fullName: 'Cara Lim' };

beforeEach(() => jest.clearAllMocks());

it('shows who presents, whose hand is up and who watches, and gives the seat to a hand', async () => {
  mockCall.mockResolvedValueOnce({
    status: 200,
    message: 'Ben Okafor is in the hot seat.',
    data: null,
  });
  render(
    <SessionRoomPanel sessionId={7} hotSeat={asha} hands={[ben]} booked={[asha, ben, cara]} />,
  );
  const user = userEvent.setup();
  expect(screen.getByRole('heading', { name: 'Hot seat' }).parentElement).toHaveTextContent(
    'Asha Rao',
  );
  // The student presenting is not among those watching.
  const watching = screen.getByRole('heading', { name: 'Watching' }).parentElement!;
  expect(within(watching).queryByText('Asha Rao')).toBeNull();
  expect(within(watching).getByText('Cara Lim')).toBeInTheDocument();

  const hands = screen.getByRole('heading', { name: 'Raised hands' }).parentElement!;
  await user.click(within(hands).getByRole('button', { name: 'Give the seat to Ben Okafor' }));
  expect(mockCall).toHaveBeenCalledWith('giveSessionSeat', { sessionId: 7, studentId: 12 });
  expect(await screen.findByRole('status')).toHaveTextContent('Ben Okafor is in the hot seat.');
  expect(mockRefresh).toHaveBeenCalled();
});

it('empties the seat', async () => {
  mockCall.mockResolvedValueOnce({ status: 200, message: 'The hot seat is empty.', data: null });
  render(<SessionRoomPanel sessionId={7} hotSeat={asha} hands={[]} booked={[asha, ben]} />);
  expect(screen.getByText('None.')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Empty the seat' }));
  expect(mockCall).toHaveBeenCalledWith('giveSessionSeat', { sessionId: 7, studentId: null });
});

it('names a session’s consultant from the Faculty operators, or nobody', async () => {
  mockCall.mockResolvedValue({ status: 200, message: 'Saved.', data: null });
  const faculty = [
    { operatorId: 3, operatorEmail: 'consultant@example.com' },
    { operatorId: 4, operatorEmail: 'other@example.com' },
  ];
  render(<SessionLeadForm sessionId={9} lead={faculty[0]!} faculty={faculty} />);
  const user = userEvent.setup();
  expect(screen.getByLabelText('Consultant')).toHaveValue('3');
  await user.selectOptions(screen.getByLabelText('Consultant'), '4');
  await user.click(screen.getByRole('button', { name: 'Save consultant' }));
  expect(mockCall).toHaveBeenLastCalledWith('setSessionLead', { sessionId: 9, operatorId: 4 });
  await user.selectOptions(screen.getByLabelText('Consultant'), 'Nobody');
  await user.click(screen.getByRole('button', { name: 'Save consultant' }));
  expect(mockCall).toHaveBeenLastCalledWith('setSessionLead', { sessionId: 9, operatorId: null });
});
