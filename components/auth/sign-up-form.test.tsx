import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { messages } from '@/lib/calls/fields';
import { alerts, deferred, envelope } from '@/test/form-test-helpers';

import { REGISTRATION_INCORRECT, SignUpForm } from './sign-up-form';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
const mockNotify = { success: jest.fn(), error: jest.fn() };
jest.mock('@/components/ui/notify', () => ({
  notify: {
    success: (message: string) => mockNotify.success(message),
    error: (message: string) => mockNotify.error(message),
  },
}));

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock;
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => jest.clearAllMocks());

/** The form once its country picker has loaded, as a student sees it a moment after the page. */
async function renderForm() {
  render(<SignUpForm />);
  await screen.findByRole('combobox', { name: 'Country selector' });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Password'), 'Radiology1');
  await user.type(field('Confirm Password'), 'Radiology1');
}

it('requires full name, email, password and confirmation', async () => {
  await renderForm();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));
  await screen.findByText('Full Name is Required');
  expect(alerts()).toEqual([
    messages.fullNameRequired,
    messages.emailRequired,
    messages.passwordRequired,
    messages.confirmPasswordRequired,
  ]);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('shows every field’s message at once: empty name and email, a weak password, another confirmation', async () => {
  await renderForm();
  const user = userEvent.setup();
  await user.type(field('Password'), 'weak');
  await user.type(field('Confirm Password'), 'different');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await screen.findByText(messages.passwordsMustMatch);
  expect(alerts()).toEqual([
    messages.fullNameRequired,
    messages.emailRequired,
    messages.passwordPattern,
    messages.passwordsMustMatch,
  ]);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('checks the email, the password pattern and the confirmation', async () => {
  await renderForm();
  const user = userEvent.setup();
  await user.type(field('Full Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@');
  await user.type(field('Password'), 'short');
  await user.type(field('Confirm Password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await screen.findByText('Invalid email');
  expect(alerts()).toEqual([messages.emailInvalid, messages.passwordPattern]);

  await user.clear(field('Password'));
  await user.type(field('Password'), 'Radiology1');
  await user.clear(field('Confirm Password'));
  await user.type(field('Confirm Password'), 'Radiology2');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await screen.findByText(messages.passwordsMustMatch);
});

it('shows the must-match message beside a weak password, as the spec’s form checks each field', async () => {
  await renderForm();
  const user = userEvent.setup();
  await user.type(field('Full Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Password'), 'short');
  await user.type(field('Confirm Password'), 'different');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await screen.findByText(messages.passwordsMustMatch);
  expect(alerts()).toEqual([messages.passwordPattern, messages.passwordsMustMatch]);
});

it('offers the India (+91) country code by default and keeps mobile optional', async () => {
  await renderForm();
  expect(field('Mobile Number')).toHaveValue('+91 ');
});

it('shows password toggles on both password fields', async () => {
  await renderForm();
  expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
});

it('previews a picked photo and refuses a file that is not an image', async () => {
  await renderForm();
  const user = userEvent.setup({ applyAccept: false });
  expect(screen.getByAltText('No profile photo selected')).toBeInTheDocument();
  await user.upload(
    screen.getByLabelText('Profile photo'),
    new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
  );
  expect(await screen.findByText('Please choose an image file')).toBeInTheDocument();
  await user.upload(
    screen.getByLabelText('Profile photo'),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
  );
  expect(await screen.findByAltText('Selected profile photo')).toHaveAttribute(
    'src',
    'blob:preview',
  );
});

it('sends the form as multipart, shows "Signing Up..." while busy, then opens Sign In after 2 s', async () => {
  jest.useFakeTimers();
  try {
    const pending = deferred<Response>();
    fetchMock.mockReturnValue(pending.promise);
    await renderForm();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillValid(user);
    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/student/auth/register');
    const body = init.body as FormData;
    expect(body.get('fullName')).toBe('Asha Rao');
    expect(body.get('email')).toBe('asha@example.com');
    expect(body.get('countryCode')).toBe('91');
    expect((body.get('profile') as File).name).toBe('me.jpg');

    await act(async () => pending.resolve(envelope(200, 'Registered Successfully')));
    expect(mockNotify.success).toHaveBeenCalledWith('Registered Successfully');
    act(() => jest.advanceTimersByTime(1999));
    expect(mockPush).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(mockPush).toHaveBeenCalledWith('/signin');
  } finally {
    jest.useRealTimers();
  }
});

it('keeps a viva room’s invitation on the way to Sign In', async () => {
  const invite = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
  const back = `?from=practice%2Fviva&id=42&invite=${invite}`;
  window.history.replaceState(null, '', `/signup${back}`);
  jest.useFakeTimers();
  try {
    fetchMock.mockResolvedValue(envelope(200, 'Registered Successfully'));
    await renderForm();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(mockNotify.success).toHaveBeenCalled());
    act(() => jest.advanceTimersByTime(2000));
    expect(mockPush).toHaveBeenCalledWith(`/signin${back}`);
  } finally {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/signup');
  }
});

it('shows the server’s message when the registration is refused', async () => {
  // Sign-up never says an address is taken (docs/accounts.md); it refuses too many at once.
  const refusal = 'Too many attempts. Please try again in 60 minutes.';
  fetchMock.mockResolvedValue(envelope(429, refusal));
  await renderForm();
  const user = userEvent.setup();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith(refusal));
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
});

it('marks the form when the network fails', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await renderForm();
  const user = userEvent.setup();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText(REGISTRATION_INCORRECT)).toBeInTheDocument();
  expect(mockNotify.error).toHaveBeenCalledWith('Something went wrong');
});
