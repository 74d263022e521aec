import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import { signInAsDemoOperator } from './support/console-operator';

const idIn = (url: string) => Number(/\/(\d+)(?:$|[/?])/.exec(new URL(url).pathname)![1]);

test('an operator makes a category and a case with its film, publishes both, and students find it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const category = `Paediatric chest ${Date.now() % 100_000}`;
  const caseName = 'Round pneumonia';
  await signInAsDemoOperator(page);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Cases' })
    .click();
  await expect(page).toHaveURL('/console/cases');
  await page.getByLabel('Name').fill(category);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/console\/category\/\d+$/);
  const categoryId = idIn(page.url());
  await expect(page.getByRole('heading', { level: 1, name: category })).toContainText('Draft');

  await page.getByLabel('Case name').fill(caseName);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/console\/case\/\d+$/);
  const caseId = idIn(page.url());

  await page.getByLabel('Film').setInputFiles({
    name: 'film.webp',
    mimeType: 'image/webp',
    buffer: await readFile(path.join('public', 'demo', 'shorts', 'chest-1.webp')),
  });
  await page.getByRole('button', { name: 'Upload the film', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Film saved.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current film' })).toBeVisible();

  await page.getByLabel('System').selectOption('chest');
  await page.getByLabel('Modality').selectOption('XR');
  await page.getByLabel('Age band').selectOption('paediatric');
  await page.getByLabel(/^Region/).fill('right lower lobe');
  await page.getByLabel('Patient age').fill('4 years');
  await page.getByLabel('Sex').selectOption('female');
  await page.getByLabel('Referred by').selectOption('emergency');
  await page.getByLabel('Clinical details').fill('Fever and cough for three days.');
  await page
    .getByLabel(/^Key findings/)
    .fill('Rounded opacity in the right lower zone\nAir bronchograms within it');
  await page
    .getByLabel('Model answer')
    .fill('Round pneumonia of the right lower lobe: a child’s pneumonia can look like a mass.');
  await page.getByRole('button', { name: 'Save case' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\.$/ })).toBeVisible();

  // The preview shows the draft as students will see it, its answer revealed.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(`/console/case-preview/${caseId}`);
  await expect(page.getByRole('heading', { level: 1, name: caseName })).toBeVisible();
  await expect(page.getByText('Fever and cough for three days.')).toBeVisible();
  await expect(page.getByText('Air bronchograms within it')).toBeVisible();

  // A draft is nowhere for visitors.
  const visitor = await browser.newContext({ baseURL });
  const outside = await visitor.newPage();
  expect((await outside.goto(`/subshortsdetails?case=${caseId}`))!.status()).toBe(404);
  expect((await outside.goto(`/subshorts?short=${categoryId}`))!.status()).toBe(404);
  for (const address of ['/shorts', '/shorts?page=2']) {
    await outside.goto(address);
    await expect(outside.getByText(category)).toHaveCount(0);
  }

  await page.goto(`/console/case/${caseId}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Published: students see the case now.' }),
  ).toBeVisible();
  // Published, but its category is still a draft: still nowhere.
  expect((await outside.goto(`/subshortsdetails?case=${caseId}`))!.status()).toBe(404);

  await page.goto(`/console/category/${categoryId}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Published: students see/ }),
  ).toBeVisible();

  await outside.goto('/shorts?page=2');
  await expect(outside.getByText(category).first()).toBeVisible();
  const casePage = await outside.goto(`/subshortsdetails?case=${caseId}`);
  expect(casePage!.status()).toBe(200);
  await expect(outside.getByRole('heading', { level: 1, name: caseName })).toBeVisible();
  await expect(outside.getByText('Fever and cough for three days.')).toBeVisible();
  // The key findings come with the answer, not before.
  await expect(outside.getByText('Air bronchograms within it')).toHaveCount(0);
  const sitemap = await (await outside.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/subshortsdetails?case=${caseId}<`);
  expect(sitemap).toContain(`/subshorts?short=${categoryId}<`);
  await visitor.close();
});
