'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { MAX_IMAGE_BYTES } from '@/lib/calls/domain';
import { messages } from '@/lib/calls/field-messages';

import { FieldError } from '@/components/ui/form';
import { BLANK_AVATAR } from '@/components/ui/blank-avatar';
import { buttonClasses } from '@/components/ui/button';

const NOT_AN_IMAGE_FILE = 'Please choose an image file';

/** Checks a picked file before it is sent; the server checks its content again. */
export function pickedImageError(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_FILE;
  if (file.size > MAX_IMAGE_BYTES) return messages.imageTooLarge;
  return null;
}

type PhotoPickerProps = {
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

/** Sign Up's optional profile photo: a round preview (blank by default) and a picker. */
export function PhotoPicker({ value, onChange, disabled }: PhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <div className="flex items-center gap-4">
      {/* A local preview (blob: URL); next/image has nothing to optimise here. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={preview ?? BLANK_AVATAR}
        alt={value ? 'Selected profile photo' : 'No profile photo selected'}
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-full bg-slate-200 object-cover ring-2 ring-brand-100"
      />
      <div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: 'cursor-pointer',
            })}
          >
            {value ? 'Change Photo' : 'Upload Photo'}
          </label>
          {value ? (
            <button
              type="button"
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              onClick={() => {
                onChange(null);
                setError(null);
                if (input.current) input.current.value = '';
              }}
              disabled={disabled}
            >
              Remove
            </button>
          ) : null}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Profile photo"
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            if (!file) return;
            const problem = pickedImageError(file);
            setError(problem);
            if (problem) {
              event.target.value = '';
              return;
            }
            onChange(file);
          }}
        />
        <p className="mt-1 text-xs text-slate-500">Optional. Any image up to 5 MB.</p>
        <FieldError message={error ?? undefined} />
      </div>
    </div>
  );
}
