'use client';

import { useState } from 'react';

import { BLANK_AVATAR } from '@/components/ui/blank-avatar';
import { cn } from '@/components/ui/cn';

type AvatarProps = {
  src: string | null | undefined;
  alt: string;
  size?: number;
  /** 'lazy' for photos that start out of view, such as a carousel's. */
  loading?: 'eager' | 'lazy';
  className?: string;
};

/** A round profile image that falls back to a blank image when the photo cannot be loaded. */
export function Avatar({ src, alt, size = 40, loading, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : BLANK_AVATAR;
  return (
    // Profile photos come from the file endpoint at any size; next/image would add nothing here.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
      className={cn('shrink-0 rounded-full bg-slate-200 object-cover', className)}
      style={{ width: size, height: size }}
    />
  );
}
