import type { NextConfig } from 'next';

import { CompileHintsPlugin } from './lib/build/compile-hints-plugin';
import { cachedCopyRewrites } from './lib/cache/cached-copies';
import { securityHeaderRoutes, securityHeaders } from './lib/security/security-headers';
import { s3BrowserOrigin, s3StorageConfig } from './lib/storage/s3-config';

const nextConfig: NextConfig = {
  // End-to-end runs build into their own directory so they never disturb a developer's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm run build:standalone` writes .next/standalone: a server.js with only the node_modules it
  // needs, for Node hosts without a full install (README, "Deploying to a Node host"). Only then:
  // `next start`, which the quick start and the tests use, refuses to serve a standalone build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  // The project's own folder. Left to infer it, Next takes the highest folder above holding a
  // lockfile, and the standalone server.js then lands under .next/standalone/<path from there>/.
  outputFileTracingRoot: __dirname,
  poweredByHeader: false,
  // Next hashes every prerendered page's whole body on every request for its ETag: a tenth of
  // the time it spends serving one. Cached pages revalidate with Cache-Control instead (a 304
  // would save a browser 10–20 kB of gzip; docs/performance.md has the measurement).
  generateEtags: false,
  // Every agent gets the metadata in <head>, as bots do: streamed into <body> for browsers, the
  // title, description and share tags of dynamic pages made their HTML invalid and reached
  // link previewers that are not on Next's list too late (docs/public-pages.md).
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // `npm run lint` is the lint (ESLint with knip and dependency-cruiser), run by CI before any
  // build; the build's own ESLint pass over the same files only added 20 s to every build.
  eslint: { ignoreDuringBuilds: true },
  // `npm run typecheck` (Next's route types, then tsc over every file, tests included) is the type
  // check, also run by CI before any build. The build's own pass checked a part of the same
  // program again (it skips test files and read no route types) for 38 s of every build.
  typescript: { ignoreBuildErrors: true },
  // PGlite loads its WebAssembly and data files relative to its own module; bundling breaks that.
  // pino and rate-limiter-flexible load optional modules at run time that a bundle cannot hold.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'sharp',
    'pg',
    'nodemailer',
    'razorpay',
    'pino',
    'rate-limiter-flexible',
    // Resolves its ffmpeg binary from node_modules at run time (docs/streaming.md).
    '@ffmpeg-installer/ffmpeg',
  ],
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths a responsive image's srcset offers. The site's pictures are at most 1280 px wide
    // (the lesson covers; the session pictures are 640) and are never enlarged, so any wider entry
    // (Next's defaults go to 3840) only repeats the 1280 px file under one more URL in every
    // picture's markup and the page's payload.
    deviceSizes: [640, 828, 1080, 1280],
    imageSizes: [64, 128, 256, 384],
  },
  async rewrites() {
    return { beforeFiles: cachedCopyRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    const s3 = s3StorageConfig();
    const headers = securityHeaders({
      development: process.env.NODE_ENV !== 'production',
      https: (process.env.SITE_URL ?? '').startsWith('https://'),
      uploadOrigins: s3 ? [s3BrowserOrigin(s3)] : [],
    });
    return securityHeaderRoutes(headers);
  },
  experimental: {
    // Public pages are prerendered from the database at build time. The embedded PGlite is a
    // single-process database, so the pages must be rendered by one build worker, never several
    // opening the same data directory at once.
    cpus: 1,
  },
  webpack(config, { dev, isServer }) {
    // Production browser bundles only: the hint is about how Chrome compiles what it downloads.
    if (!dev && !isServer) config.plugins.push(new CompileHintsPlugin());
    return config;
  },
};

export default nextConfig;
