'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { announceProfileUpdate } from '@/lib/browser/profile-events';
import { editProfileSchema, type Profile } from '@/lib/contract/accounts';
import { storedFileUrl } from '@/lib/contract/files';

import { describedBy, Field, FieldError, inputClasses } from '@/components/auth/form-field';
import { pickedImageError } from '@/components/auth/photo-picker';
import { AVATAR_FILE_NAME } from '@/components/profile/crop-image';
import { CropImageModal } from '@/components/profile/crop-image-modal';
import { MobileField } from '@/components/profile/mobile-field';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { sendWithNotice } from '@/components/ui/send-with-notice';

const formSchema = editProfileSchema.omit({ profile: true });
type Values = z.input<typeof formSchema>;

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
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      fullName: profile.fullName,
      mobileNumber: profile.mobileNumber,
      countryCode: profile.countryCode || '91',
      email: profile.email,
    },
  });

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
    setBusy(true);
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, String(value ?? ''));
    if (avatar) form.append('profile', avatar, AVATAR_FILE_NAME);
    const sent = await sendWithNotice<Profile>('student/editprofile', form);
    setBusy(false);
    if (!sent.ok || !sent.data) return;
    setAvatar(null);
    onSaved(sent.data);
    announceProfileUpdate({ fullName: sent.data.fullName, profile: sent.data.profile });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
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

      <Field id="profile-name" label="Full Name" error={errors.fullName?.message}>
        <input
          id="profile-name"
          autoComplete="name"
          className={inputClasses(!!errors.fullName)}
          {...describedBy('profile-name', errors.fullName?.message)}
          {...register('fullName')}
        />
      </Field>
      <Field id="profile-mobile" label="Mobile Number" error={errors.mobileNumber?.message}>
        <MobileField
          id="profile-mobile"
          countryCode={watch('countryCode') ?? '91'}
          onCountryCode={(code) => setValue('countryCode', code)}
          invalid={!!errors.mobileNumber}
          disabled={busy}
          input={{
            ...describedBy('profile-mobile', errors.mobileNumber?.message),
            ...register('mobileNumber'),
          }}
        />
      </Field>
      <Field id="profile-email" label="Email" error={errors.email?.message}>
        <input
          id="profile-email"
          type="email"
          autoComplete="email"
          className={inputClasses(!!errors.email)}
          {...describedBy('profile-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>

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
