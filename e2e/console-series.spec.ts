import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { signInAsDemoOperator } from './support/console-operator';

// A published viva film no other spec opens; the test leaves it without a series again.
const CASE_ID = 2;
const SLICES = path.join('public', 'demo', 'series', 'bank-long-glioblastoma');

test('an operator gives a case a series, removes a slice, and the public case page scrolls it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoOperator(page);
  await page.goto(`/console/case/${CASE_ID}`);
  const section = page.getByRole('region', { name: 'Series' });
  await expect(section).toContainText('drawn as a long case in practice papers');
  await expect(section).toContainText('No series: the case is a single film.');

  await section.getByLabel('Add slices').setInputFiles(
    await Promise.all(
      ['01.webp', '02.webp', '03.webp'].map(async (name) => ({
        name,
        mimeType: 'image/webp',
        buffer: await readFile(path.join(SLICES, name)),
      })),
    ),
  );
  await section.getByRole('button', { name: 'Upload slices' }).click();
  await expect(
    section.getByRole('status').filter({ hasText: '3 of 3 slices added.' }),
  ).toBeVisible();
  const slices = section.getByRole('list', { name: 'Slices' }).getByRole('listitem');
  await expect(slices).toHaveCount(3);
  for (const n of [1, 2, 3]) {
    await expect(section.getByRole('img', { name: `Slice ${n}` })).toBeVisible();
  }
  await section.screenshot({ path: test.info().outputPath('console-series.png') });

  await slices.nth(1).getByRole('button', { name: 'Remove' }).click();
  await expect(slices).toHaveCount(2);
  await expect(section.getByRole('img', { name: 'Slice 3' })).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto(`/subshortsdetails?case=${CASE_ID}`);
  await expect(visitor.getByRole('slider', { name: 'Slice' })).toBeVisible();
  // The pictures are a stack in the case page's viewer.
  await expect(visitor.getByTestId('stack-viewer')).toHaveAttribute('data-painted-slice', '1');
  await expect(visitor.getByText('Slice 1 / 2', { exact: true })).toBeVisible();
  await visitor.close();

  page.once('dialog', (dialog) => dialog.accept());
  await section.getByRole('button', { name: 'Remove the whole series' }).click();
  await expect(section).toContainText('No series: the case is a single film.');
});
