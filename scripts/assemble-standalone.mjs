// Completes .next/standalone after `next build` into a directory that runs on its own with
// `node server.js`: Next.js leaves out the static assets, and the app reads its migrations and
// hosted lessons from files at run time.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
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
  ['lib/db/migrations', 'lib/db/migrations'],
  ['media', 'media'],
];
for (const [from, to] of parts) {
  if (existsSync(path.join(root, from))) {
    cpSync(path.join(root, from), path.join(target, to), { recursive: true });
  }
}
/** The files a package's `exports` name under one condition, however deeply nested. */
function filesUnder(condition, exports, found = []) {
  if (Array.isArray(exports)) exports.forEach((item) => filesUnder(condition, item, found));
  else if (exports && typeof exports === 'object') {
    for (const [key, value] of Object.entries(exports)) {
      if (key === condition && typeof value === 'string') found.push(value);
      else filesUnder(condition, value, found);
    }
  }
  return found;
}

/** The package directories under a node_modules directory, scoped ones included. */
function packagesIn(modules) {
  if (!existsSync(modules)) return [];
  return readdirSync(modules).flatMap((name) => {
    if (name.startsWith('.')) return [];
    if (!name.startsWith('@')) return [name];
    return readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`);
  });
}

// Next.js's file tracing does not know Node's `module-sync` export condition, which Node 20.19+
// resolves `require()` to (async-function and its siblings, through get-intrinsic): copy the
// files it names, or the server stops at start with "Cannot find module …/require.mjs".
const modules = path.join(target, 'node_modules');
for (const name of packagesIn(modules)) {
  const manifest = path.join(modules, name, 'package.json');
  if (!existsSync(manifest)) continue;
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8'));
  for (const file of filesUnder('module-sync', exports)) {
    const copy = path.join(modules, name, file);
    const source = path.join(root, 'node_modules', name, file);
    if (!existsSync(copy) && existsSync(source)) cpSync(source, copy);
  }
}

console.log(`Standalone server ready: cd ${distDir}/standalone && node server.js`);
