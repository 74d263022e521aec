'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import { messages } from '@/lib/calls/field-messages';
import { verifyOtpAction } from '@/lib/accounts/actions';

import { emptyOtp, OtpInput } from '@/components/auth/otp-input';
import { FieldError, SubmitButton } from '@/components/ui/form';
import { REDIRECT_DELAY_MS, sendWithNotice } from '@/components/ui/send-with-notice';

/** Step 2 of recovery: the six digits from the email. */
export function VerifyOtpForm() {
  const router = useRouter();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!/^\d{6}$/.test(otp)) {
      setError(messages.otpInvalid);
      return;
    }
    setError(null);
    setBusy(true);
    const verified = await sendWithNotice(verifyOtpAction({ otp }), {
      // A thrown error shows its own message.
      thrown: (error) => (error as Error | undefined)?.message || 'Something went wrong',
      refused: 'Verification failed',
    });
    if (!verified.ok) return setBusy(false);
    window.setTimeout(() => router.push('/resetpassword'), REDIRECT_DELAY_MS);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          if (error && next.every(Boolean)) setError(null);
        }}
        invalid={!!error}
        disabled={busy}
        describedBy={error ? 'otp-error' : undefined}
      />
      <FieldError id="otp-error" message={error ?? undefined} />
      <SubmitButton size="lg" className="w-full" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify OTP'}
      </SubmitButton>
    </form>
  );
}
