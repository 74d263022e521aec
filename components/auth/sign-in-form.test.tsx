import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ActionResult } from '@/lib/calls/action-result';
import { alerts, deferred } from '@/test/form-test-helpers';

import { SignInForm } from './sign-in-form';

const mockSignIn = jest.fn<Promise<ActionResult>, [unknown]>();
jest.mock('@/lib/accounts/actions', () => ({
  signInAction: (input: unknown) => mockSignIn(input),
}));
const mockLoadPage = jest.fn();
jest.mock('@/lib/browser/navigate', () => ({ loadPage: (path: string) => mockLoadPage(path) }));
const mockNotify = { success: jest.fn(), error: jest.fn() };
jest.mock('@/components/ui/notify', () => ({
  notify: {
    success: (message: string) => mockNotify.success(message),
    error: (message: string) => mockNotify.error(message),
  },
}));

beforeEach(() => {
  jest.clearAllMocks();
  window.history.replaceState(null, '', '/signin');
});

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

it('requires the email and the password', async () => {
  render(<SignInForm />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Email is Required')).toBeInTheDocument();
  expect(alerts()).toEqual(['Email is Required', 'Password is Required']);
  expect(mockSignIn).not.toHaveBeenCalled();
});

it('toggles the password between hidden and shown', async () => {
  render(<SignInForm />);
  const user = userEvent.setup();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

it('links to Forgot Password', () => {
  render(<SignInForm />);
  expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

it('shows "Signing In..." disabled while the request runs, then goes home after 2 s', async () => {
  jest.useFakeTimers();
  try {
    const pending = deferred<ActionResult>();
    mockSignIn.mockReturnValue(pending.promise);
    render(<SignInForm />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Radiology1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    expect(mockSignIn).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'Radiology1' });

    await act(async () =>
      pending.resolve({ status: 200, message: 'Login Successfully', data: null }),
    );
    expect(mockNotify.success).toHaveBeenCalledWith('Login Successfully');
    expect(mockLoadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1999));
    expect(mockLoadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(mockLoadPage).toHaveBeenCalledWith('/');
  } finally {
    jest.useRealTimers();
  }
});

it.each([
  ['video', null, '/video'],
  ['subshortsdetails', null, '/subshortsdetails'],
  ['session', null, '/session'],
  ['session-details', '12', `/session-details/${btoa('12')}`],
  ['video', '7', '/video?v=7'],
])('after success goes straight to the origin (from=%s)', async (from, id, path) => {
  mockSignIn.mockResolvedValue({ status: 200, message: 'Login Successfully', data: null });
  window.history.replaceState(null, '', `/signin?from=${from}${id ? `&id=${id}` : ''}`);
  render(<SignInForm />);
  const user = await fill('asha@example.com', 'Radiology1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(mockLoadPage).toHaveBeenCalledWith(path));
});

it('takes an invited partner back to the viva room with the invitation', async () => {
  mockSignIn.mockResolvedValue({ status: 200, message: 'Login Successfully', data: null });
  const invite = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
  window.history.replaceState(null, '', `/signin?from=practice%2Fviva&id=42&invite=${invite}`);
  render(<SignInForm />);
  const user = await fill('asha@example.com', 'Radiology1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() =>
    expect(mockLoadPage).toHaveBeenCalledWith(`/practice/viva/42?invite=${invite}`),
  );
});

it('shows the server’s message when the sign-in is refused, and can be tried again', async () => {
  mockSignIn.mockResolvedValue({ status: 401, message: 'Invalid email or password', data: null });
  render(<SignInForm />);
  const user = await fill('asha@example.com', 'wrong');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Invalid email or password'));
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(mockLoadPage).not.toHaveBeenCalled();
});
