// The stack viewer on a long series and a long paper, in a real browser, on a production build
// (docs/performance.md, "The series viewer"). A benchmark, not a test.
//
//   npx tsx scripts/measure-viewer-long.ts [--slices=300] [--size=512]
//
// Serves the build in .next-e2e (E2E_DIST_DIR) on a fresh data directory; the demo operator brings a CT series of `slices`
// slices of `size`² in as DICOM (through the console's upload, a zip) and publishes it on the
// chest long case; its case page is then opened with the cache off: time to the first slice
// painted, and the wheel through every slice one notch a frame. Then a student takes a full long
// paper (six cases), each case's series wheeled through end to end, and the JS heap is read
// after a garbage collection.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { signInAsDemoOperator } from '../e2e/support/console-operator';
import { dicomSlice, zipOf } from '../test/dicom-fixtures';
import { startServer } from '../security/support/server';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length ? value.join('=') : 'true'];
  }),
);
const slices = Number(args.slices ?? 300);
const size = Number(args.size ?? 512);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const workDir = mkdtempSync(path.join(tmpdir(), 'measure-viewer-long-'));
const LONG_CASES = 'Exam bank: long cases';
const CHEST_CASE = 'Right upper lobe carcinoma with mediastinal nodes';

/** A chest-like CT slice: air, a body of soft tissue with two lungs, and noise (HU). */
function ctSlice(index: number): Int16Array {
  const pixels = new Int16Array(size * size);
  let seed = index + 1;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return (seed / 2 ** 31 - 0.5) * 40;
  };
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const body = ((x - c) / (0.45 * size)) ** 2 + ((y - c) / (0.35 * size)) ** 2 < 1;
      const lung =
        ((Math.abs(x - c) - 0.2 * size) / (0.13 * size)) ** 2 + ((y - c) / (0.25 * size)) ** 2 < 1;
      const value = !body ? -1000 : lung ? -850 : 40;
      pixels[y * size + x] = Math.round(value + noise());
    }
  }
  return pixels;
}

/** Time from navigation start to now, in the page's clock. */
const sinceNavigation = (page: Page) =>
  page.evaluate(() => performance.now() - performance.getEntriesByType('navigation')[0].startTime);

const painted = (page: Page, slice: number) =>
  page.waitForFunction(
    (n) =>
      document.querySelector<HTMLElement>('[data-testid="stack-viewer"]')?.dataset.paintedSlice ===
      String(n),
    slice,
    { timeout: 60_000 },
  );

/** One wheel notch (one slice) a frame through the series: frames a second, slices painted. */
function wheelThrough(page: Page, count: number) {
  return page.evaluate(async (n) => {
    const area = document.querySelector<HTMLElement>('[data-testid="stack-viewer"]')!;
    const seen = new Set<string | undefined>();
    const start = performance.now();
    for (let i = 1; i < n; i++) {
      area.dispatchEvent(new WheelEvent('wheel', { deltaY: 50, bubbles: true, cancelable: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.add(area.dataset.paintedSlice);
    }
    return { fps: (n - 1) / ((performance.now() - start) / 1000), painted: seen.size };
  }, count);
}

async function main() {
  // The build in .next-e2e (E2E_DIST_DIR) on a fresh database, as the security suite runs it.
  const server = await startServer();
  const { baseURL } = server;
  const browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();

    // The editor brings the series in and publishes it.
    const zip = path.join(workDir, 'series.zip');
    writeFileSync(
      zip,
      zipOf(
        Array.from({ length: slices }, (_, index) => ({
          name: `IM${String(index + 1).padStart(4, '0')}.dcm`,
          bytes: dicomSlice({
            rows: size,
            columns: size,
            pixels: ctSlice(index),
            attributes: { InstanceNumber: index + 1, ImagePositionPatient: [-180, -180, -index] },
          }),
        })),
      ),
    );
    await signInAsDemoOperator(page);
    await page.goto('/console/cases');
    await page.getByRole('link', { name: LONG_CASES }).click();
    await page.getByRole('link', { name: CHEST_CASE }).click();
    const section = page.getByRole('region', { name: 'Series' });
    const uploadStart = Date.now();
    await section.getByLabel('DICOM files or a zip of them').setInputFiles(zip);
    await section.getByRole('button', { name: 'Upload DICOM' }).click();
    const report = page.getByRole('region', { name: /^Uploaded series, not yet published/ });
    await report.waitFor({ timeout: 900_000 });
    const uploadSeconds = (Date.now() - uploadStart) / 1000;
    await report.getByRole('button', { name: 'Publish the series' }).click();
    await report.waitFor({ state: 'detached', timeout: 120_000 });
    const caseId = Number(/\/console\/case\/(\d+)/.exec(page.url())?.[1]);

    // Its case page, cache off: first slice, then the wheel through every slice.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const first: number[] = [];
    const scroll: { fps: number; painted: number }[] = [];
    for (let run = 0; run < 3; run++) {
      await page.goto(`/subshortsdetails?case=${caseId}`);
      await painted(page, 1);
      first.push(await sinceNavigation(page));
      await page.getByTestId('stack-viewer').hover();
      scroll.push(await wheelThrough(page, slices));
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const caseHeap = await page.evaluate(
      () =>
        (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
    );
    await context.close();

    // A student's full long paper: six cases, each series wheeled through, in one tab.
    const student = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const paper = await student.newPage();
    await paper.goto('/signin?from=practice');
    await paper.getByLabel('Email').fill('subscribed@frcrviva.test');
    await paper.getByLabel('Password', { exact: true }).fill('DemoPass123');
    await paper.getByRole('button', { name: 'Sign In' }).click();
    await paper.waitForURL('**/practice');
    await paper
      .getByRole('listitem')
      .filter({ has: paper.getByRole('heading', { name: 'Long cases' }) })
      .getByRole('button', { name: 'Start: 6 cases in 75 minutes' })
      .click();
    await paper.waitForURL(/\/practice\/paper\/\d+/);
    const counts: number[] = [];
    for (let position = 1; position <= 6; position++) {
      if (position > 1) {
        await paper
          .getByRole('navigation', { name: 'Cases' })
          .getByRole('button', { name: new RegExp(`^${position}\\b`) })
          .click();
      }
      await painted(paper, 1);
      // A plain film is a one-slice stack, with no slice bar.
      const bar = paper.getByRole('slider', { name: 'Slice' });
      const count = (await bar.count()) ? Number(await bar.getAttribute('max')) : 1;
      counts.push(count);
      await paper.getByTestId('stack-viewer').hover();
      await wheelThrough(paper, count);
    }
    const paperCdp = await student.newCDPSession(paper);
    await paperCdp.send('HeapProfiler.collectGarbage');
    const paperHeap = await paper.evaluate(
      () =>
        (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
    );

    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `series: ${slices} slices of ${size}²; upload to report ${uploadSeconds.toFixed(0)} s`,
    );
    console.log(
      `first slice painted on its case page, median of 3: ${median(first).toFixed(0)} ms (${first.map((v) => v.toFixed(0)).join(', ')})`,
    );
    console.log(
      `wheel through ${slices} slices: ${scroll.map((s) => `${s.fps.toFixed(1)} fps, ${s.painted} painted`).join('; ')}`,
    );
    console.log(`JS heap on the case page after the runs, after GC: ${mb(caseHeap)}`);
    console.log(
      `long paper: cases of ${counts.join(', ')} slices, each wheeled through; JS heap after GC: ${mb(paperHeap)}`,
    );
    await student.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

void main();
