'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { REDIRECT_DELAY_MS } from '@/lib/auth-redirects';
import { registerFields, withConfirmation } from '@/lib/contract/accounts';

import { describedBy, Field, FieldError, inputClasses } from '@/components/auth/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { PhoneField } from '@/components/auth/phone-field';
import { PhotoPicker } from '@/components/auth/photo-picker';
import { Button } from '@/components/ui/button';
import { sendWithNotice } from '@/components/ui/send-with-notice';

// The photo is held outside the form (a File is not a form value); the rest is the contract's.
const formSchema = withConfirmation(registerFields.omit({ profile: true }));
type Values = z.input<typeof formSchema>;

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
    resolver: zodResolver(formSchema),
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
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, String(value ?? ''));
    if (photo) form.append('profile', photo, photo.name);
    const sent = await sendWithNotice('student/auth/register', form);
    if (sent.ok) {
      window.setTimeout(() => router.push('/signin'), REDIRECT_DELAY_MS);
      return;
    }
    if (sent.thrown) setError('root', { message: REGISTRATION_INCORRECT });
    setBusy(false);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <p className="mb-2 text-sm font-semibold text-slate-800">Profile Photo</p>
        <PhotoPicker value={photo} onChange={setPhoto} disabled={busy} />
      </div>
      <Field id="signup-name" label="Full Name" error={errors.fullName?.message}>
        <input
          id="signup-name"
          autoComplete="name"
          placeholder="Enter your full name"
          className={inputClasses(!!errors.fullName)}
          {...describedBy('signup-name', errors.fullName?.message)}
          {...register('fullName')}
        />
      </Field>
      <Field id="signup-mobile" label="Mobile Number" error={errors.mobileNumber?.message}>
        <PhoneField
          id="signup-mobile"
          countryCode={watch('countryCode') ?? '91'}
          mobileNumber={watch('mobileNumber') ?? ''}
          invalid={!!errors.mobileNumber}
          describedBy={describedBy('signup-mobile', errors.mobileNumber?.message)}
          disabled={busy}
          onChange={(parts) => {
            setValue('countryCode', parts.countryCode);
            setValue('mobileNumber', parts.mobileNumber, { shouldValidate: !!errors.mobileNumber });
          }}
        />
      </Field>
      <Field id="signup-email" label="Email" error={errors.email?.message}>
        <input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          className={inputClasses(!!errors.email)}
          {...describedBy('signup-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="signup-password" label="Password" error={errors.password?.message}>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            placeholder="Create a password"
            invalid={!!errors.password}
            {...describedBy('signup-password', errors.password?.message)}
            {...register('password')}
          />
        </Field>
        <Field id="signup-confirm" label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput
            id="signup-confirm"
            label="confirm password"
            autoComplete="new-password"
            placeholder="Repeat the password"
            invalid={!!errors.confirmPassword}
            {...describedBy('signup-confirm', errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </Field>
      </div>
      <FieldError message={errors.root?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing Up...' : 'Sign Up'}
      </Button>
    </form>
  );
}
