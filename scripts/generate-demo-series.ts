/*
 * Writes the demo series (lib/imaging/demo-series.ts) in the stored form the viewer streams: one
 * 16-bit PNG per slice and a manifest.json per series. Generated at setup rather than committed
 * (docs/imaging.md, "Demo series").
 *
 *   npx tsx scripts/generate-demo-series.ts [folder]   (default DATA_DIR/demo-series)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { dataDir } from '../lib/data-dir';
import { brainMrSeries, chestCtSeries, type DemoSeries } from '../lib/imaging/demo-series';

const SERIES: { name: string; make: () => Promise<DemoSeries> }[] = [
  { name: 'chest-ct', make: () => chestCtSeries({ slices: 96, size: 256, id: 'chest-ct' }) },
  { name: 'brain-mr', make: () => brainMrSeries({ slices: 64, size: 256, id: 'brain-mr' }) },
];

async function main() {
  const root = path.resolve(process.argv[2] ?? path.join(dataDir(), 'demo-series'));
  for (const { name, make } of SERIES) {
    const started = performance.now();
    const { manifest, files } = await make();
    const folder = path.join(root, name);
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await Promise.all(files.map((file) => writeFile(path.join(folder, file.name), file.bytes)));
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
    const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
    console.log(
      `${name}: ${files.length} slices, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms → ${folder}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
