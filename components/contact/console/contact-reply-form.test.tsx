import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ActionResult } from '@/lib/calls/action-result';
import { alerts, deferred } from '@/test/form-test-helpers';

import { ContactReplyForm } from './contact-reply-form';

const mockReply = jest.fn<Promise<ActionResult>, [unknown]>();
jest.mock('@/lib/platform/console-actions', () => ({
  consoleCall: (name: string, input: unknown) =>
    name === 'replyToContact' ? mockReply(input) : Promise.reject(new Error(name)),
}));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
const mockNotify = { success: jest.fn() };
jest.mock('@/components/ui/notify', () => ({
  notify: { success: (message: string) => mockNotify.success(message) },
}));

beforeEach(() => {
  jest.clearAllMocks();
});

async function write(text: string) {
  render(<ContactReplyForm contactId={7} email="jo@example.com" />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Reply to jo@example.com'), text);
  return user;
}

const send = () => screen.getByRole('button', { name: /Send reply|Sending/ });

it('sends the reply, then clears it, says so and reads the list again', async () => {
  const answer = deferred<ActionResult>();
  mockReply.mockReturnValueOnce(answer.promise);
  const user = await write('We take GBP only.');
  await user.click(send());
  expect(mockReply).toHaveBeenCalledWith({ contactId: 7, reply: 'We take GBP only.' });
  // One reply at a time: the button waits for the answer.
  expect(send()).toBeDisabled();
  expect(send()).toHaveTextContent('Sending…');

  await act(async () =>
    answer.resolve({ status: 200, message: 'Reply sent to jo@example.com.', data: null }),
  );
  expect(mockNotify.success).toHaveBeenCalledWith('Reply sent to jo@example.com.');
  expect(mockRefresh).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('Reply to jo@example.com')).toHaveValue('');
  expect(send()).toBeEnabled();
  expect(alerts()).toEqual([]);
});

it('keeps the reply and shows the refusal when the mail could not be sent', async () => {
  mockReply.mockResolvedValueOnce({
    status: 502,
    message: 'The reply could not be sent. Please try again.',
    data: null,
    code: 'bad_gateway',
  });
  const user = await write('We take GBP only.');
  await user.click(send());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The reply could not be sent. Please try again.',
  );
  expect(screen.getByLabelText('Reply to jo@example.com')).toHaveValue('We take GBP only.');
  expect(mockRefresh).not.toHaveBeenCalled();
  expect(mockNotify.success).not.toHaveBeenCalled();
});

it('says something went wrong when the action cannot be reached', async () => {
  mockReply.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const user = await write('Hello');
  await user.click(send());
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  expect(send()).toBeEnabled();
});

it('caps the reply at the length the server takes', () => {
  render(<ContactReplyForm contactId={7} email="jo@example.com" />);
  expect(screen.getByLabelText('Reply to jo@example.com')).toHaveAttribute('maxlength', '5000');
  expect(screen.getByLabelText('Reply to jo@example.com')).toBeRequired();
});
