import type { Metadata } from 'next';

import { pageMetadata } from '@/lib/site';

import { AuthCard } from '@/components/auth/auth-card';
import { ReturnKeepingLink } from '@/components/auth/return-keeping-link';
import { SignUpForm } from '@/components/auth/sign-up-form';

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
          <ReturnKeepingLink
            href="/signin"
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign In
          </ReturnKeepingLink>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
