import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { messages } from '@/lib/calls/fields';
import type { ActionResult } from '@/lib/calls/action-result';
import { alerts, deferred } from '@/test/form-test-helpers';

import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { VerifyOtpForm } from './verify-otp-form';

const mockActions = {
  forgotPasswordAction: jest.fn<Promise<ActionResult>, [unknown]>(),
  verifyOtpAction: jest.fn<Promise<ActionResult>, [unknown]>(),
  resetPasswordAction: jest.fn<Promise<ActionResult>, [unknown]>(),
};
jest.mock('@/lib/accounts/actions', () => ({
  forgotPasswordAction: (input: unknown) => mockActions.forgotPasswordAction(input),
  verifyOtpAction: (input: unknown) => mockActions.verifyOtpAction(input),
  resetPasswordAction: (input: unknown) => mockActions.resetPasswordAction(input),
}));
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
const mockNotify = { success: jest.fn(), error: jest.fn() };
jest.mock('@/components/ui/notify', () => ({
  notify: {
    success: (message: string) => mockNotify.success(message),
    error: (message: string) => mockNotify.error(message),
  },
}));

beforeEach(() => jest.clearAllMocks());

/** Runs the success path with fake timers and checks the 2-second hand-off. */
async function expectNextStepAfterTwoSeconds(path: string) {
  expect(mockPush).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1999));
  expect(mockPush).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(mockPush).toHaveBeenCalledWith(path);
}

describe('Forgot Password', () => {
  it('requires the email', async () => {
    render(<ForgotPasswordForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByText(messages.emailRequired);
    expect(alerts()).toEqual([messages.emailRequired]);
    expect(mockActions.forgotPasswordAction).not.toHaveBeenCalled();
  });

  it('asks for a code, disables the button while busy and goes to Verify OTP after 2 s', async () => {
    jest.useFakeTimers();
    try {
      const pending = deferred<ActionResult>();
      mockActions.forgotPasswordAction.mockReturnValue(pending.promise);
      render(<ForgotPasswordForm />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('Email'), 'asha@example.com');
      await user.click(screen.getByRole('button', { name: 'Get OTP' }));
      expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
      expect(mockActions.forgotPasswordAction).toHaveBeenCalledWith({ email: 'asha@example.com' });
      await act(async () =>
        pending.resolve({ status: 200, message: 'A 6-digit OTP has been sent.', data: null }),
      );
      expect(mockNotify.success).toHaveBeenCalledWith('A 6-digit OTP has been sent.');
      await expectNextStepAfterTwoSeconds('/verify-otp');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server’s message on failure', async () => {
    mockActions.forgotPasswordAction.mockResolvedValue({
      status: 401,
      message: 'Slow down',
      data: null,
    });
    render(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Slow down'));
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
  });
});

describe('Verify OTP', () => {
  it('asks for all six digits before sending', async () => {
    render(<VerifyOtpForm />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('textbox')[0]);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(messages.otpInvalid)).toBeInTheDocument();
    expect(mockActions.verifyOtpAction).not.toHaveBeenCalled();
  });

  it('sends the six digits joined and goes to Reset Password after 2 s', async () => {
    jest.useFakeTimers();
    try {
      const pending = deferred<ActionResult>();
      mockActions.verifyOtpAction.mockReturnValue(pending.promise);
      render(<VerifyOtpForm />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getAllByRole('textbox')[0]);
      await user.keyboard('042917');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
      expect(mockActions.verifyOtpAction).toHaveBeenCalledWith({ otp: '042917' });
      await act(async () =>
        pending.resolve({ status: 200, message: 'OTP Verified Successfully', data: null }),
      );
      expect(mockNotify.success).toHaveBeenCalledWith('OTP Verified Successfully');
      await expectNextStepAfterTwoSeconds('/resetpassword');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server’s message, or "Verification failed" when there is none', async () => {
    mockActions.verifyOtpAction.mockResolvedValueOnce({
      status: 401,
      message: 'Invalid OTP',
      data: null,
    });
    mockActions.verifyOtpAction.mockResolvedValueOnce({ status: 401, message: '', data: null });
    render(<VerifyOtpForm />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('textbox')[0]);
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Invalid OTP'));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Verification failed'));
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('shows a thrown error’s own message, or "Something went wrong" without one', async () => {
    mockActions.verifyOtpAction.mockRejectedValueOnce(new Error('Failed to fetch'));
    mockActions.verifyOtpAction.mockRejectedValueOnce(new Error(''));
    render(<VerifyOtpForm />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('textbox')[0]);
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Something went wrong'));
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    expect(mockPush).not.toHaveBeenCalled();
  });
});

describe('Reset Password', () => {
  it('requires both fields', async () => {
    render(<ResetPasswordForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText(messages.passwordRequired);
    expect(alerts()).toEqual([messages.passwordRequired, messages.confirmPasswordRequired]);
  });

  it('checks the pattern and that both match', async () => {
    render(<ResetPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'alllowercase1');
    await user.type(screen.getByLabelText('Confirm Password'), 'alllowercase1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.passwordPattern)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Fresh-Pass9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.passwordsMustMatch)).toBeInTheDocument();
    expect(mockActions.resetPasswordAction).not.toHaveBeenCalled();
  });

  it('has a show/hide toggle on each field', async () => {
    render(<ResetPasswordForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
  });

  it('resets and goes to Sign In after 2 s', async () => {
    jest.useFakeTimers();
    try {
      const pending = deferred<ActionResult>();
      mockActions.resetPasswordAction.mockReturnValue(pending.promise);
      render(<ResetPasswordForm />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('New Password'), 'Fresh-Pass9');
      await user.type(screen.getByLabelText('Confirm Password'), 'Fresh-Pass9');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
      await act(async () =>
        pending.resolve({ status: 200, message: 'Password Reset Successfully', data: null }),
      );
      expect(mockNotify.success).toHaveBeenCalledWith('Password Reset Successfully');
      expect(mockActions.resetPasswordAction).toHaveBeenCalledWith({
        password: 'Fresh-Pass9',
        confirmPassword: 'Fresh-Pass9',
      });
      await expectNextStepAfterTwoSeconds('/signin');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says "Something went wrong!" when the request throws', async () => {
    mockActions.resetPasswordAction.mockRejectedValue(new Error('network'));
    render(<ResetPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'Fresh-Pass9');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh-Pass9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Something went wrong!'));
    // The student can try again.
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});
