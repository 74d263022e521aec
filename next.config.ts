import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files relative to its own module; bundling breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg', 'nodemailer', 'razorpay'],
  images: { formats: ['image/avif', 'image/webp'] },
};

export default nextConfig;
