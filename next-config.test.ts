import { readdir } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import nextConfig from './next.config';

const PICTURE = /\.(avif|jpe?g|png|webp)$/i;

async function picturesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && PICTURE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('responsive image widths', () => {
  // Next never enlarges a picture, so a srcset width above the widest source repeats that file,
  // and a source wider than the widest srcset width is never shown at its own size.
  it('end at the width of the widest picture the site serves', async () => {
    const listed = nextConfig.images?.deviceSizes ?? [];
    const pictures = await picturesUnder(path.join(__dirname, 'public'));
    expect(pictures.length).toBeGreaterThan(0);
    const widths = await Promise.all(
      pictures.map(async (file) => (await sharp(file).metadata()).width ?? 0),
    );
    expect(Math.max(...listed)).toBe(Math.max(...widths));
  });
});

describe('metadata', () => {
  // Next streams metadata into <body> for agents its htmlLimitedBots does not match.
  it('is written into <head> for every agent, browsers included', () => {
    const agents = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
    ];
    for (const agent of agents) expect(nextConfig.htmlLimitedBots?.test(agent)).toBe(true);
  });
});
