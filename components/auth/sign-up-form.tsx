'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { signInReturnQuery } from '@/lib/accounts/redirects';
import { lazyBffFor } from '@/lib/calls/lazy-browser-client';
import type { accountCalls, registerFormSchema } from '@/lib/accounts/calls';

import { PhotoPicker } from '@/components/auth/photo-picker';
import {
  FieldError,
  lazyZodResolver,
  PasswordField,
  SubmitButton,
  TextField,
} from '@/components/ui/form';
import { PhoneField } from '@/components/ui/form/phone-field';
import { REDIRECT_DELAY_MS, sendWithNotice } from '@/components/ui/send-with-notice';

type Values = z.input<typeof registerFormSchema>;

const loadBff = lazyBffFor<typeof accountCalls>(() =>
  import('@/lib/accounts/endpoints').then((module) => module.accountEndpoints),
);

const validation = lazyZodResolver(() =>
  import('@/lib/accounts/calls').then((calls) => calls.registerFormSchema),
);

/** What sending needs, fetched while the student fills the form in. */
function preload() {
  validation.preload();
  loadBff.preload();
}

export const REGISTRATION_INCORRECT = 'The Registration details are incorrect';

export function SignUpForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const {
    register,
    watch,
    setValue,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: validation.resolver,
    defaultValues: {
      fullName: '',
      mobileNumber: '',
      countryCode: '91',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const sent = await sendWithNotice(
      loadBff().then((bff) => bff.register({ ...values, profile: photo ?? undefined })),
    );
    if (sent.ok) {
      // To Sign In, keeping where they were going (an invitation to a viva room).
      const next = `/signin${signInReturnQuery(window.location.search)}`;
      window.setTimeout(() => router.push(next), REDIRECT_DELAY_MS);
      return;
    }
    if (sent.thrown) setError('root', { message: REGISTRATION_INCORRECT });
    setBusy(false);
  });

  return (
    <form onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
      <div>
        <p className="mb-2 text-sm font-semibold text-slate-800">Profile Photo</p>
        <PhotoPicker value={photo} onChange={setPhoto} disabled={busy} />
      </div>
      <TextField
        id="signup-name"
        label="Full Name"
        autoComplete="name"
        placeholder="Enter your full name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <PhoneField
        id="signup-mobile"
        label="Mobile Number"
        error={errors.mobileNumber?.message}
        countryCode={watch('countryCode') ?? '91'}
        mobileNumber={watch('mobileNumber') ?? ''}
        disabled={busy}
        onChange={(parts) => {
          setValue('countryCode', parts.countryCode);
          setValue('mobileNumber', parts.mobileNumber, { shouldValidate: !!errors.mobileNumber });
        }}
      />
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          placeholder="Create a password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          id="signup-confirm"
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Repeat the password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <FieldError message={errors.root?.message} />
      <SubmitButton size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing Up...' : 'Sign Up'}
      </SubmitButton>
    </form>
  );
}
