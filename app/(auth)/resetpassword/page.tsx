import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { readRecoveryState } from '@/lib/accounts/recovery-state';

import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

export const metadata: Metadata = {
  title: 'Reset Password',
  robots: { index: false },
};

export default async function ResetPasswordPage() {
  const { canReset } = await readRecoveryState();
  // Only after a verified code (its reset token is in the recovery cookie).
  if (!canReset) redirect('/forgot-password');
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password: at least 8 characters, with an uppercase letter, a lowercase letter and a number."
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
