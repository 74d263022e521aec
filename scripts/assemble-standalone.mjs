// Completes .next/standalone after `next build` into a directory that runs on its own with
// `node server.js`: Next.js leaves out the static assets, and the app reads its migrations and
// hosted lessons from files at run time.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const target = path.join(root, distDir, 'standalone');
if (!existsSync(path.join(target, 'server.js'))) {
  console.error(`No ${distDir}/standalone/server.js: run \`npm run build\` first.`);
  process.exit(1);
}
const parts = [
  ['public', 'public'],
  [path.join(distDir, 'static'), path.join(distDir, 'static')],
  ['lib/backend/db/migrations', 'lib/backend/db/migrations'],
  ['media', 'media'],
];
for (const [from, to] of parts) {
  if (existsSync(path.join(root, from))) {
    cpSync(path.join(root, from), path.join(target, to), { recursive: true });
  }
}
console.log(`Standalone server ready: cd ${distDir}/standalone && node server.js`);
