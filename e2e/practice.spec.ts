import { expect, test, type Page } from '@playwright/test';

/*
 * Exam practice as a subscribed student takes it. The server runs practice clocks at
 * PRACTICE_TIME_SCALE (0.06 in playwright.config.ts): a 24-minute paper ends in about a minute and a half.
 */

const SUBSCRIBED = 'subscribed@frcrviva.test';

async function signIn(page: Page) {
  await page.goto('/signin?from=practice');
  await page.getByLabel('Email').fill(SUBSCRIBED);
  await page.getByLabel('Password', { exact: true }).fill('DemoPass123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/practice', { timeout: 15_000 });
}

/** A paper left running by an earlier attempt is finished first: one paper runs at a time. */
async function finishAnyRunningPaper(page: Page) {
  const running = page.getByRole('link', { name: 'Return to the paper' });
  if (!(await running.isVisible())) return;
  await running.click();
  await page.getByRole('button', { name: 'Finish paper' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish paper' }).click();
  await expect(page.getByRole('heading', { name: /^Review: case 1 of/ })).toBeVisible();
  await page.goto('/practice');
}

async function startPaper(page: Page, card: string, label: string) {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: card }) })
    .getByRole('button', { name: label })
    .click();
  await expect(page).toHaveURL(/\/practice\/paper\/\d+/, { timeout: 15_000 });
}

/** The running paper's sticky bar: the case shown, the save state, the clock and Finish. */
const paperBar = (page: Page) => page.getByRole('region', { name: 'Paper clock' });

const caseButton = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Cases' })
    .getByRole('button', { name: new RegExp(`^${n}\\b`) });

test('a subscribed student takes a five-case short paper, reloads, flags, runs out of time, marks it and sees the review queue and coverage change', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  await finishAnyRunningPaper(page);
  const coverageBefore = await page
    .goto('/practice/coverage')
    .then(() => page.locator('main').innerText());
  await page.goto('/practice');
  await startPaper(page, 'Short cases', 'Start: 5 cases in 24 minutes');

  await expect(paperBar(page).getByText('Case 1 of 5')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^\d+:\d\d$/);
  await page.getByLabel('Report').fill('Right lower lobe consolidation.');
  await page.getByLabel('Further management').fill('Antibiotics; repeat film in six weeks.');
  await expect(page.getByTestId('save-state').filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Next case' }).click();
  await expect(paperBar(page).getByText('Case 2 of 5')).toBeVisible();
  await page.getByLabel('Report').fill('Displaced fracture of the distal radius.');
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(page.getByRole('button', { name: 'Flagged', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('save-state').filter({ hasText: /^Saved$/ })).toBeVisible();

  // A reload returns to the same case with everything typed.
  await page.reload();
  await expect(paperBar(page).getByText('Case 2 of 5')).toBeVisible();
  await expect(page.getByLabel('Report')).toHaveValue('Displaced fracture of the distal radius.');
  await expect(page.getByRole('button', { name: 'Flagged', exact: true })).toBeVisible();
  // The paper's own address, opened directly, names the case to show.
  const paperId = /\/practice\/paper\/(\d+)/.exec(page.url())![1];
  await page.goto(`/practice/paper/${paperId}?case=1`);
  await expect(paperBar(page).getByText('Case 1 of 5')).toBeVisible();
  await expect(page.getByLabel('Report')).toHaveValue('Right lower lobe consolidation.');
  await expect(page.getByLabel('Further management')).toHaveValue(
    'Antibiotics; repeat film in six weeks.',
  );

  // Flag and return: on to the last case, then back to the flagged one from the case list.
  await caseButton(page, 5).click();
  await expect(paperBar(page).getByText('Case 5 of 5')).toBeVisible();
  await expect(caseButton(page, 2)).toHaveAccessibleName(/flagged/);
  await caseButton(page, 2).click();
  await expect(paperBar(page).getByText('Case 2 of 5')).toBeVisible();
  await caseButton(page, 5).click();
  await page.getByLabel('Report').fill('No abnormality');

  // The clock runs out on the last case: the paper closes and its review opens.
  await expect(page.getByRole('heading', { name: 'Review: case 1 of 5' })).toBeVisible({
    timeout: 150_000,
  });
  // Focus was in the answer the review replaced: it goes to the review's heading, and the time-up
  // notice stays until dismissed.
  await expect(page.getByRole('heading', { name: 'Review: case 1 of 5' })).toBeFocused();
  await expect(page.locator('main').getByRole('alert')).toContainText(
    'Time is up: the paper has closed',
  );
  await page.waitForTimeout(2000);
  await page.locator('main').getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Right lower lobe consolidation.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Model answer: / })).toBeVisible();

  // Self-mark every case: each finding seen or missed, then the case.
  for (let n = 1; n <= 5; n++) {
    await caseButton(page, n).click();
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Save mark' }) });
    const findings = form.getByRole('radio', { name: /^Seen/ });
    for (let i = 0; i < (await findings.count()); i++) await findings.nth(i).check();
    await form.getByRole('radio', { name: n % 2 ? 'Correct' : 'Missed', exact: true }).check();
    await form.getByRole('button', { name: 'Save mark' }).click();
    await expect(page.getByText(/^Marked /)).toBeVisible();
  }
  await expect(page.getByText('5 of 5 marked')).toBeVisible();

  // The marked cases are due today, and the coverage page counts them.
  await page.goto('/practice');
  await expect(page.getByRole('heading', { name: 'Due for review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review this case' }).first()).toBeVisible();
  await page.goto('/practice/coverage');
  await expect(page.locator('main')).not.toHaveText(coverageBefore);
});

test('a two-case long paper scrolls its series with the slider, the keys and the wheel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await finishAnyRunningPaper(page);
  await startPaper(page, 'Long cases', 'Start: 2 cases in 25 minutes');
  await expect(paperBar(page).getByText('Case 1 of 2')).toBeVisible();
  for (const field of [
    'Observations',
    'Interpretation',
    'Principal diagnosis',
    'Differential diagnosis',
    'Further management',
  ]) {
    await expect(page.getByLabel(field)).toBeVisible();
  }
  // Whether the drawn case's series came in as DICOM or as pictures, it is a stack in one viewer.
  const image = page.getByTestId('stack-viewer');
  await expect(image).toHaveAttribute('data-slice', '1');
  const slider = page.getByRole('slider', { name: 'Slice' });
  await slider.fill('5');
  await expect(image).toHaveAttribute('data-slice', '5');
  await page.getByRole('application').focus();
  await page.keyboard.press('ArrowDown');
  await expect(image).toHaveAttribute('data-slice', '6');
  await page.getByRole('application').hover();
  await page.mouse.wheel(0, 120);
  await expect(image).toHaveAttribute('data-slice', /^(7|8)$/);
  // Exactly the exam's tools: no invert, no full screen.
  await expect(page.getByRole('button', { name: /^Invert/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Rotate/ }).first()).toBeVisible();
  await page.getByLabel('Principal diagnosis').fill('Glioblastoma');
  await expect(page.getByTestId('save-state').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Finish paper' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish paper' }).click();
  await expect(page.getByRole('heading', { name: 'Review: case 1 of 2' })).toBeVisible();
  // A paper that is not the student's is not found.
  const missing = await page.goto('/practice/paper/2147483647');
  expect(missing?.status()).toBe(404);
});

test('an oral station runs without a microphone and is scored in the four domains', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await finishAnyRunningPaper(page);
  await startPaper(page, 'Oral station', 'Start: 6 cases in 30 minutes');
  await expect(paperBar(page).getByText('Case 1 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Allow microphone' }).click();
  await expect(page.getByText(/runs without recording/)).toBeVisible();
  // The station moves on by itself (five minutes a case, scaled in tests).
  await expect(paperBar(page).getByText('Case 2 of 6')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Finish paper' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish paper' }).click();
  await expect(page.getByRole('heading', { name: 'Review: case 1 of 6' })).toBeVisible();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save mark' }) });
  const findings = form.getByRole('radio', { name: /^Seen/ });
  for (let i = 0; i < (await findings.count()); i++) await findings.nth(i).check();
  for (const domain of [
    'Radiology knowledge',
    'Observation',
    'Clinical reasoning',
    'Clinical safety and management',
  ]) {
    await form
      .getByRole('radiogroup', { name: domain })
      .getByRole('radio', { name: /^3 / })
      .check();
  }
  await form.getByRole('radio', { name: 'Partly', exact: true }).check();
  await form.getByRole('button', { name: 'Save mark' }).click();
  await expect(page.getByText('Marked Partly')).toBeVisible();
});
