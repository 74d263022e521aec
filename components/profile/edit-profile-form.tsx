'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { bffFor } from '@/lib/calls/browser-client';
import type { accountCalls, editProfileFormSchema, Profile } from '@/lib/accounts/calls';
import { accountEndpoints } from '@/lib/accounts/endpoints';
import { announceProfileUpdate } from '@/lib/browser/profile-events';
import { accountMessages } from '@/lib/accounts/texts';
import { storedFileUrl } from '@/lib/storage/files';

import { pickedImageError } from '@/components/auth/photo-picker';
import { AVATAR_FILE_NAME } from '@/components/profile/crop-image';
import { CropImageModal } from '@/components/profile/crop-image-modal';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import {
  FieldError,
  lazyZodResolver,
  PasswordField,
  SubmitButton,
  TextField,
} from '@/components/ui/form';
import { MobileNumberField } from '@/components/ui/form/phone-field';
import { sendWithNotice } from '@/components/ui/send-with-notice';

const bff = bffFor<typeof accountCalls>(accountEndpoints);

type Values = z.input<typeof editProfileFormSchema>;

const validation = lazyZodResolver(() =>
  import('@/lib/accounts/calls').then((calls) => calls.editProfileFormSchema),
);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type EditProfileFormProps = {
  profile: Profile;
  onSaved: (profile: Profile) => void;
};

/** Edit Profile: photo (cropped, held until saved), Full Name, Mobile Number, Email. */
export function EditProfileForm({ profile, onSaved }: EditProfileFormProps) {
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [cropSource, setCropSource] = useState<string | null>(null);
  const [avatar, setAvatar] = useState<Blob | null>(null);
  const [avatarPreview, setAvatarPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    resetField,
    formState: { errors },
  } = useForm<Values>({
    resolver: validation.resolver,
    defaultValues: {
      fullName: profile.fullName,
      mobileNumber: profile.mobileNumber,
      countryCode: profile.countryCode || '91',
      email: profile.email,
      currentPassword: '',
    },
  });
  const emailChanged = !sameEmail(watch('email') ?? '', profile.email);

  useEffect(() => {
    if (!avatar) {
      setAvatarPreview(null);
      return;
    }
    const url = URL.createObjectURL(avatar);
    setAvatarPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  useEffect(() => () => void (cropSource && URL.revokeObjectURL(cropSource)), [cropSource]);

  const closeCrop = () => {
    setCropSource(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = handleSubmit(async (values) => {
    const { currentPassword, ...fields } = values;
    if (emailChanged && !currentPassword) {
      setError('currentPassword', { message: accountMessages.currentPasswordForEmail });
      return;
    }
    setBusy(true);
    const photo = avatar ? new File([avatar], AVATAR_FILE_NAME, { type: avatar.type }) : undefined;
    const sent = await sendWithNotice(
      bff.editProfile({
        ...fields,
        ...(emailChanged ? { currentPassword } : {}),
        profile: photo,
      }),
    );
    setBusy(false);
    if (!sent.ok) {
      if (sent.code === 'current_password_wrong') {
        setError('currentPassword', { message: sent.message });
      }
      return;
    }
    if (!sent.data) return;
    setAvatar(null);
    resetField('currentPassword');
    onSaved(sent.data);
    announceProfileUpdate({ fullName: sent.data.fullName, profile: sent.data.profile });
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="space-y-6">
      <div className="flex flex-wrap items-center gap-5">
        <Avatar
          src={avatarPreview ?? storedFileUrl(profile.profile)}
          alt={avatar ? 'New profile photo (not saved yet)' : 'Your profile photo'}
          size={100}
          className="ring-4 ring-brand-100"
        />
        <div>
          <label
            htmlFor={fileInputId}
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: 'cursor-pointer',
            })}
          >
            Upload Photo
          </label>
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Profile photo"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const problem = pickedImageError(file);
              setPhotoError(problem);
              if (problem) {
                event.target.value = '';
                return;
              }
              setCropSource(URL.createObjectURL(file));
            }}
          />
          <p className="mt-1.5 text-xs text-slate-500">
            {avatar
              ? 'Cropped. Save Changes to keep the new photo.'
              : 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
          </p>
          <FieldError message={photoError ?? undefined} />
        </div>
      </div>

      <TextField
        id="profile-name"
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <MobileNumberField
        id="profile-mobile"
        label="Mobile Number"
        error={errors.mobileNumber?.message}
        countryCode={watch('countryCode') ?? '91'}
        onCountryCode={(code) => setValue('countryCode', code)}
        disabled={busy}
        input={register('mobileNumber')}
      />
      <TextField
        id="profile-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {emailChanged ? (
        <PasswordField
          id="profile-current-password"
          label="Current Password"
          autoComplete="current-password"
          hint="Changing your email needs your current password; we tell your old address."
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
      <SubmitButton size="lg" disabled={busy}>
        {busy ? 'Saving...' : 'Save Changes'}
      </SubmitButton>

      <CropImageModal
        source={cropSource}
        onCancel={closeCrop}
        onCropped={(blob) => {
          setAvatar(blob);
          closeCrop();
        }}
      />
    </form>
  );
}
