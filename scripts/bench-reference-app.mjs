// The Lighthouse bench's reference: a bare Next.js App Router page (a heading and a paragraph, no
// client component, no stylesheet) built with the project's own Next and React. Scored in the
// same run as the site's pages, it shows what the framework and the host allow at that moment:
// on a busy host it loses points too, and the site's scores are read against it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILES = {
  'package.json': JSON.stringify({ name: 'bench-reference', private: true }, null, 2),
  // Its own folder as the root: left to infer it, Next would climb to the project's lockfile.
  'next.config.mjs': `import { fileURLToPath } from 'node:url';

export default {
  poweredByHeader: false,
  outputFileTracingRoot: fileURLToPath(new URL('.', import.meta.url)),
};
`,
  // JavaScript, so Next neither type-checks it nor writes a tsconfig.json.
  'app/layout.jsx': `export const metadata = {
  title: 'Reference page',
  description: 'A bare Next.js page the Lighthouse bench scores beside the site.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>FRCR 2B viva preparation</h1>
      <p>
        A bare App Router page with no client component, prerendered at build time: what Next.js
        itself costs a Lighthouse mobile run.
      </p>
    </main>
  );
}
`,
};

/** Writes the reference app into `dir` and builds it, unless built with this Next already. */
export function buildReferenceApp({ root, dir, env }) {
  const nextVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8'),
  ).version;
  const stampFile = path.join(dir, '.next', 'bench-reference-next');
  const sources = JSON.stringify(FILES);
  const stamp = `${nextVersion}\n${sources}`;
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(path.join(dir, name), text);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  console.log(`Building the reference page into ${path.relative(root, dir)} …`);
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    { cwd: dir, env, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`The reference page did not build:\n${result.stdout}\n${result.stderr}`);
  }
  writeFileSync(stampFile, stamp);
}
