import { ImageResponse } from 'next/og';

import { BrandMark } from '@/components/seo/brand-mark';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The home-screen icon for iOS: the logo mark on white, which iOS rounds itself. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: '#9a2424',
      }}
    >
      <BrandMark size={180} />
    </div>,
    size,
  );
}
