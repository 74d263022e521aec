import type { Metadata } from 'next';

import { pageMetadata } from '@/lib/site';

import { AuthCard } from '@/components/auth/auth-card';
import { ReturnKeepingLink } from '@/components/auth/return-keeping-link';
import { SignInForm } from '@/components/auth/sign-in-form';

export const metadata: Metadata = pageMetadata({
  title: 'Sign In',
  description:
    'Sign in to your FRCR Viva account to watch viva videos, practise shorts and book live sessions.',
  path: '/signin',
});

export default function SignInPage() {
  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to continue your FRCR 2B preparation."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <ReturnKeepingLink
            href="/signup"
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign Up
          </ReturnKeepingLink>
        </>
      }
    >
      <SignInForm />
    </AuthCard>
  );
}
