import type { Metadata } from 'next';

import { pageMetadata } from '@/lib/site';

import { AuthCard } from '@/components/auth/auth-card';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = pageMetadata({
  title: 'Sign Up',
  description: 'Create your FRCR Viva account and start preparing for the FRCR 2B viva.',
  path: '/signup',
});

export default function SignUpPage() {
  return (
    <AuthCard
      wide
      title="Sign Up"
      subtitle="Create your account to start preparing for the FRCR 2B viva."
      footer={
        <>
          Already have an account?{' '}
          <IntentLink href="/signin" className="font-semibold text-brand-700 hover:underline">
            Sign In
          </IntentLink>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
