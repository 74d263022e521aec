import { ImageResponse } from 'next/og';

import { defaultShareImage, site } from '@/lib/site';

import { BrandMark } from '@/components/seo/brand-mark';

export const alt = defaultShareImage.alt;
export const size = { width: defaultShareImage.width, height: defaultShareImage.height };
export const contentType = 'image/png';

const features = ['Viva case videos', 'Shorts with model answers', 'Weekly live viva sessions'];

/** The share image for every page: drawn at build time with the font next/og bundles. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: '#ffffff',
        backgroundColor: '#3a0c0c',
        backgroundImage:
          'radial-gradient(circle at 85% 15%, rgba(226,120,120,0.45) 0, rgba(58,12,12,0) 45%), linear-gradient(135deg, #3a0c0c 0%, #7f2020 55%, #0f172a 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <BrandMark size={88} />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 44, letterSpacing: -1 }}>{site.name}</div>
          <div style={{ fontSize: 20, letterSpacing: 6, color: '#f6cfcf', marginTop: 6 }}>
            {site.tagline}
          </div>
        </div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 76, lineHeight: 1.05, letterSpacing: -2, maxWidth: 900 }}>
          {site.headline}
        </div>
        <div style={{ fontSize: 30, color: '#fbe5e5', marginTop: 24, maxWidth: 1040 }}>
          Pass the viva with consultant-led cases, model answers and live practice.
        </div>
      </div>

      <div style={{ display: 'flex', gap: 16 }}>
        {features.map((feature) => (
          <div
            key={feature}
            style={{
              display: 'flex',
              fontSize: 24,
              padding: '12px 24px',
              borderRadius: 999,
              backgroundColor: 'rgba(255,255,255,0.12)',
              border: '1px solid rgba(255,255,255,0.3)',
            }}
          >
            {feature}
          </div>
        ))}
      </div>
    </div>,
    size,
  );
}
