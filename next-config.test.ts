import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem';
import sharp from 'sharp';

import { callNames, calls } from './lib/platform/calls';
import { FILE_POLICY } from './lib/security/security-headers';
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

describe('the Content-Security-Policy of every route handler', () => {
  /** An address a route handler under app/ answers, its dynamic segments filled in. */
  const addressOf = (file: string) =>
    '/' +
    path
      .relative(path.join(__dirname, 'app'), path.dirname(file))
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .map((segment) =>
        segment.startsWith('[[...') || segment.startsWith('[...')
          ? 'a/b'
          : segment.startsWith('[')
            ? '12'
            : segment,
      )
      .join('/');

  /** The calls whose answer is bytes (a stored file, a lesson's media, a recording, …). */
  const streamedCalls = callNames.filter((name) => calls[name].answer === 'stream');

  /**
   * Whether a route answers with stored files: it makes one of the calls whose answer is bytes,
   * reads the storage or the disk, or sets a policy of its own (which next.config's would replace).
   */
  const servesStoredFiles = (source: string) =>
    streamedCalls.some((name) => source.includes(`.${name}(`)) ||
    /from\s*'(@\/lib\/storage\/[^']*|node:fs[^']*|fs)'/.test(source) ||
    /content-security-policy/i.test(source);

  /** The policy next.config's header routes give an address, as Next's router matches them. */
  async function policyOf(address: string) {
    const routes = (await nextConfig.headers!()).map((route) => buildCustomRoute('header', route));
    const policies = routes
      .filter((route) => route.match(address))
      .flatMap((route) => route.headers ?? [])
      .filter((header) => header.key.toLowerCase() === 'content-security-policy')
      .map((header) => header.value);
    // One route per address sets it, so no order of routes decides which policy wins.
    expect({ address, policies: policies.length }).toEqual({ address, policies: 1 });
    return policies[0];
  }

  it('is the sandbox for every route that serves stored files, and the pages’ for the rest', async () => {
    const entries = await readdir(path.join(__dirname, 'app'), {
      recursive: true,
      withFileTypes: true,
    });
    const handlers = entries
      .filter((entry) => entry.isFile() && /^route\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const fileRoutes: string[] = [];
    for (const file of handlers) {
      const address = addressOf(file);
      const policy = await policyOf(address);
      if (servesStoredFiles(await readFile(file, 'utf8'))) {
        fileRoutes.push(address);
        expect({ address, policy }).toEqual({ address, policy: FILE_POLICY });
      } else {
        expect({ address, policy }).toEqual({
          address,
          policy: expect.stringContaining("default-src 'self'"),
        });
      }
    }
    // The rule finds the routes known to serve files (uploaded photos, lesson files, recordings,
    // a practice paper's images).
    expect(fileRoutes).toEqual(
      expect.arrayContaining([
        '/api/files/12',
        '/api/media/12',
        '/api/practice/recording',
        '/api/practice/paper/12/image/12',
      ]),
    );
  });
});
