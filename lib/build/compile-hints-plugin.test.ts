import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

import { COMPILE_HINT, CompileHintsPlugin } from '@/lib/build/compile-hints-plugin';

type Webpack = {
  (options: object, done: (error: Error | null, stats?: { hasErrors(): boolean }) => void): void;
};

/** The webpack Next builds with (its own compiled copy). */
function nextWebpack(): Webpack {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bundled = require('next/dist/compiled/webpack/webpack');
  bundled.init();
  return bundled.webpack;
}

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
  await writeFile(path.join(dir, 'browser.js'), 'globalThis.answer = [1, 2, 3].map((n) => n * 2);');
  await writeFile(path.join(dir, 'server.js'), 'module.exports = 42;');
});

afterEach(() => rm(dir, { recursive: true, force: true }));

async function build(): Promise<{ browser: string; server: string }> {
  const webpack = nextWebpack();
  await new Promise<void>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { browser: './browser.js', server: './server.js' },
        output: {
          path: path.join(dir, 'out'),
          // Laid out as Next lays out a build: browser chunks under static/chunks.
          filename: ({ chunk }: { chunk: { name: string } }) =>
            chunk.name === 'browser' ? 'static/chunks/[name].js' : 'server/[name].js',
        },
        optimization: { minimize: false },
        plugins: [new CompileHintsPlugin()],
      },
      (error, stats) =>
        error || stats?.hasErrors() ? reject(error ?? new Error('build failed')) : resolve(),
    ),
  );
  return {
    browser: await readFile(path.join(dir, 'out/static/chunks/browser.js'), 'utf8'),
    server: await readFile(path.join(dir, 'out/server/server.js'), 'utf8'),
  };
}

describe('CompileHintsPlugin', () => {
  it('starts every browser chunk with V8’s compile hint and leaves other output alone', async () => {
    const { browser, server } = await build();
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(browser.startsWith(COMPILE_HINT)).toBe(true);
    expect(server.startsWith('//#')).toBe(false);
  });

  it('keeps the chunk a working script', async () => {
    const { browser } = await build();
    const context: { answer?: number[] } = {};
    runInNewContext(browser, Object.assign(context, { globalThis: context }));
    expect(context.answer).toEqual([2, 4, 6]);
  });
});
