'use client';

import { useState } from 'react';

import { cn } from '@/components/ui/cn';

/** A neutral head-and-shoulders silhouette, used when there is no photo or it fails to load. */
export const BLANK_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23e2e8f0'/%3E%3Ccircle cx='32' cy='25' r='12' fill='%2394a3b8'/%3E%3Cpath d='M10 60c2-13 11-20 22-20s20 7 22 20' fill='%2394a3b8'/%3E%3C/svg%3E";

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
