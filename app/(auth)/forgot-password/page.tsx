import type { Metadata } from 'next';

import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = {
  title: 'Forgot Password',
  robots: { index: false },
};

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email you registered with and we will send you a 6-digit OTP."
      footer={
        <>
          Remembered it?{' '}
          <IntentLink href="/signin" className="font-semibold text-brand-700 hover:underline">
            Sign In
          </IntentLink>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
