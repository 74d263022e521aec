import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { readRecoveryState } from '@/lib/accounts/recovery-state';

import { AuthCard } from '@/components/auth/auth-card';
import { VerifyOtpForm } from '@/components/auth/verify-otp-form';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = {
  title: 'Verify OTP',
  robots: { index: false },
};

export default async function VerifyOtpPage() {
  const { email } = await readRecoveryState();
  // The address comes from Forgot Password (kept in the recovery cookie); without it, start there.
  if (!email) redirect('/forgot-password');
  return (
    <AuthCard
      title="Verify OTP"
      subtitle={
        <>
          Enter the 6-digit code we sent to <strong className="text-slate-900">{email}</strong>. It
          is valid for 10 minutes.
        </>
      }
      footer={
        <>
          Didn&apos;t get a code?{' '}
          <IntentLink
            href="/forgot-password"
            className="font-semibold text-brand-700 hover:underline"
          >
            Request a new one
          </IntentLink>
        </>
      }
    >
      <VerifyOtpForm />
    </AuthCard>
  );
}
