import { expect, test, type Locator, type Page } from '@playwright/test';

import { dicomSlice } from '../test/dicom-fixtures';
import { signInAsDemoOperator } from './support/console-operator';

/*
 * The exam's viewer end to end (docs/imaging.md): an editor brings a CT series in as DICOM, reads
 * what de-identification removed and publishes it on the chest long case; a student's full
 * long-case paper (one case per system, so a chest case is always drawn, and both chest cases
 * now have a 16-bit series) reads it with exactly the exam's tools, scrolled by wheel and keys;
 * the review's study tools apply the lung window, and the canvas's pixels change.
 */

const SUBSCRIBED = 'subscribed@frcrviva.test';
const LONG_CASES = 'Exam bank: long cases';
const CHEST_CASE = 'Right upper lobe carcinoma with mediastinal nodes';
const SLICES = 24;
const SIZE = 64;

/** A CT slice: lung (−850 HU) on the left, soft tissue (40) top right, bone (700) bottom right. */
function ctSlice(index: number) {
  const pixels = new Int16Array(SIZE * SIZE);
  for (let row = 0; row < SIZE; row++) {
    for (let column = 0; column < SIZE; column++) {
      pixels[row * SIZE + column] = column < SIZE / 2 ? -850 : row < SIZE / 2 ? 40 : 700;
    }
  }
  return {
    name: `IM${String(index + 1).padStart(4, '0')}.dcm`,
    mimeType: 'application/dicom',
    buffer: Buffer.from(
      dicomSlice({
        rows: SIZE,
        columns: SIZE,
        pixels,
        attributes: {
          PatientName: 'Doe^Jane',
          PatientID: 'MRN-555-0199',
          PatientBirthDate: '19610214',
          InstitutionName: 'St Elsewhere Hospital',
          InstanceNumber: index + 1,
          ImagePositionPatient: [-100, -100, -2.5 * index],
          BurnedInAnnotation: 'YES',
        },
      }),
    ),
  };
}

async function signIn(page: Page) {
  await page.goto('/signin?from=practice');
  await page.getByLabel('Email').fill(SUBSCRIBED);
  await page.getByLabel('Password', { exact: true }).fill('DemoPass123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/practice', { timeout: 15_000 });
}

async function finishPaper(page: Page) {
  await page.getByRole('button', { name: 'Finish paper' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish paper' }).click();
  await expect(page.getByRole('heading', { name: /^Review: case 1 of/ })).toBeVisible();
}

const caseButton = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Cases' })
    .getByRole('button', { name: new RegExp(`^${n}\\b`) });

/** The sum of the canvas's red channel: a greyscale image's brightness, read back. */
const brightness = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const context = (element as HTMLCanvasElement).getContext('2d')!;
    const { width, height } = element as HTMLCanvasElement;
    const { data } = context.getImageData(0, 0, width, height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += data[i];
    return sum;
  });

test('an editor brings a DICOM series in, and a student reads it with the exam’s tools and keys', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);

  // The editor: upload, read what was removed, publish.
  await signInAsDemoOperator(page);
  await page.goto('/console/cases');
  await page.getByRole('link', { name: LONG_CASES }).click();
  await page.getByRole('link', { name: CHEST_CASE }).click();
  const section = page.getByRole('region', { name: 'Series' });
  await section
    .getByLabel('DICOM files or a zip of them')
    .setInputFiles(Array.from({ length: SLICES }, (_, index) => ctSlice(SLICES - 1 - index)));
  await section.getByRole('button', { name: 'Upload DICOM' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'de-identified' })).toContainText(
    `${SLICES} slices read and de-identified`,
  );
  const report = page.getByRole('region', { name: /^Uploaded series, not yet published/ });
  await expect(report).toContainText(`CT, ${SLICES} slices of ${SIZE} × ${SIZE}`);
  const removed = report.getByRole('table', { name: 'Attributes removed' });
  for (const attribute of ['PatientName', 'PatientID', 'PatientBirthDate', 'InstitutionName']) {
    await expect(removed).toContainText(attribute);
  }
  await expect(report.getByRole('alert')).toContainText('Look at every slice before publishing');
  await expect(page.locator('main')).not.toContainText('Doe^Jane');
  await expect(report.getByTestId('stack-viewer')).toHaveAttribute('data-painted-slice', '1');
  await report.screenshot({ path: test.info().outputPath('dicom-report.png') });
  await report.getByRole('button', { name: 'Publish the series' }).click();
  await expect(report).toHaveCount(0);
  await expect(section).toContainText(`The series came in as DICOM: CT, ${SLICES} slices`);
  await expect(section.getByRole('list', { name: 'Slices' }).getByRole('listitem')).toHaveCount(
    SLICES,
  );
  // Each slice is shown by its 8-bit thumbnail, windowed once when the series came in.
  const thumbnail = section.getByRole('img', { name: 'Slice 1', exact: true });
  await expect(thumbnail).toHaveAttribute('src', /-thumb\.webp$/);
  await expect
    .poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBe(SIZE);

  // The student: a full long paper, in exam mode.
  const student = await browser.newPage();
  await signIn(student);
  await student
    .getByRole('listitem')
    .filter({ has: student.getByRole('heading', { name: 'Long cases' }) })
    .getByRole('button', { name: 'Start: 6 cases in 75 minutes' })
    .click();
  await expect(student).toHaveURL(/\/practice\/paper\/\d+/, { timeout: 15_000 });
  const viewer = student.getByTestId('stack-viewer');
  let position = 1;
  for (; position <= 6; position++) {
    if (position > 1) await caseButton(student, position).click();
    // The case is shown (not the last one's viewer still), then read.
    await expect(
      student.getByRole('region', { name: 'Paper clock' }).getByText(`Case ${position} of 6`),
    ).toBeVisible();
    // Every case is a stack in the one viewer: pictures (8-bit WebP) as well as DICOM series.
    await expect(viewer).toHaveAttribute('data-painted-slice', '1');
    await expect(student.getByRole('toolbar', { name: 'Image tools' })).not.toContainText(
      /Invert|Window/,
    );
    // A CT series that came in as DICOM opens in the soft-tissue window (the MR in its own,
    // pictures in 256/128, their greys as they are).
    if (
      (await viewer.getAttribute('data-window-width')) === '400' &&
      (await viewer.getAttribute('data-window-center')) === '40'
    ) {
      break;
    }
  }
  expect(position).toBeLessThanOrEqual(6);
  await expect(viewer).toHaveAttribute('data-painted-slice', '1');

  // Exactly the exam's tools, named with their keys (risr's guidance: s, p, z, r, e, previous and
  // next, full page); no window, presets or invert.
  const tools = student.getByRole('toolbar', { name: 'Image tools' }).getByRole('button');
  await expect(tools).toHaveText([
    'Scroll s',
    'Pan p',
    'Zoom z',
    'Rotate r',
    'Reset e',
    'Previous slice',
    'Next slice',
    'Full screen',
  ]);
  await expect(
    student.getByText(/S scroll, P pan, Z zoom, R rotate, E reset/).first(),
  ).toBeVisible();
  await student.screenshot({ path: test.info().outputPath('exam-mode.png') });

  // The wheel and the keys move through the slices, and each slice is painted.
  await viewer.hover();
  await student.mouse.wheel(0, 100);
  await expect(viewer).toHaveAttribute('data-slice', '3');
  await viewer.focus();
  await student.keyboard.press('ArrowDown');
  await student.keyboard.press('PageDown');
  await expect(viewer).toHaveAttribute('data-slice', '5');
  await expect(viewer).toHaveAttribute('data-painted-slice', '5');
  await student.keyboard.press('Home');
  await expect(viewer).toHaveAttribute('data-painted-slice', '1');
  // The exam's keys choose its tools.
  await student.keyboard.press('p');
  await expect(viewer).toHaveAttribute('data-tool', 'pan');
  // W (the study mode's window tool) is not the exam's.
  await student.keyboard.press('w');
  await expect(viewer).toHaveAttribute('data-tool', 'pan');
  await student.keyboard.press('s');
  await expect(viewer).toHaveAttribute('data-tool', 'scroll');

  // The review: the study tools add the presets; the lung window brightens the lung.
  await finishPaper(student);
  if (position > 1) await caseButton(student, position).click();
  await expect(viewer).toHaveAttribute('data-painted-slice', '1');
  const canvas = student.getByTestId('stack-canvas');
  const before = await brightness(canvas);
  await student.getByRole('button', { name: /^Lung/ }).click();
  await expect(viewer).toHaveAttribute('data-window-center', '-600');
  await expect(viewer).toHaveAttribute('data-window-width', '1500');
  await expect.poll(() => brightness(canvas)).not.toBe(before);
  expect(await brightness(canvas)).toBeGreaterThan(before);
  await student.screenshot({ path: test.info().outputPath('review-lung-window.png') });
  await student.close();
});
