import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MoveCaseButtons } from '@/components/cases/console/case-buttons';
import { LessonForm } from '@/components/lessons/console/lesson-form';
import { LessonCaptionsForms } from '@/components/lessons/console/lesson-media-forms';
import { LessonOrderControls } from '@/components/lessons/console/lesson-order-controls';
import { SessionForm } from '@/components/live-sessions/console/session-form';

import { PictureUploadForm } from './picture-upload-form';

/*
 * The console's forms wired as the students' are (components/ui/form/field.tsx): a refusal about
 * a control is tied to it (aria-invalid, aria-describedby), so is its hint, and buttons are named
 * after what they act on (docs/console.md, "For everyone").
 */

type Answer = { status: number; message: string; data: null; field?: string };
const mockCall = jest.fn<Promise<Answer>, [string, unknown]>();
jest.mock('@/lib/platform/console-actions', () => ({
  consoleCall: (name: string, input: unknown) => mockCall(name, input),
}));
const mockUpload = jest.fn<Promise<Answer>, [string, unknown]>();
jest.mock('@/lib/calls/browser-client', () => ({
  consoleBffFor: () =>
    new Proxy({}, { get: (_, name: string) => (input: unknown) => mockUpload(name, input) }),
}));
// The video's upload (Uppy, ES modules only) is not what these tests look at.
jest.mock('@/components/lessons/console/lesson-media-upload', () => ({
  LessonMediaUpload: () => null,
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

beforeEach(() => jest.clearAllMocks());

/** The texts of the elements a control's aria-describedby names. */
function descriptionOf(control: HTMLElement) {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}

it('ties a refusal to the field its 422 names, and leaves the other field alone', async () => {
  mockCall.mockResolvedValueOnce({
    status: 422,
    message: 'The title must be 200 characters or fewer.',
    data: null,
    field: 'name',
  });
  render(<LessonForm mode="edit" lesson={{ videoId: 3, name: 'Achalasia', description: '' }} />);
  const title = screen.getByLabelText('Title');
  const description = screen.getByLabelText('Description');
  expect(title).not.toHaveAttribute('aria-invalid');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save details' }));

  expect(mockCall).toHaveBeenCalledWith('updateLessonDetails', {
    videoId: 3,
    name: 'Achalasia',
    description: '',
  });
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(title)).toEqual(['The title must be 200 characters or fewer.']);
  expect(screen.getByRole('alert')).toHaveTextContent('The title must be 200 characters or fewer.');
  expect(description).not.toHaveAttribute('aria-invalid');
  expect(description).not.toHaveAttribute('aria-describedby');
});

it.each([
  { status: 404, message: 'No such lesson.' },
  { status: 422, message: 'The lesson id must be a whole number.', field: 'videoId' },
])('says a refusal about no control of the form beside the button ($status)', async (refusal) => {
  mockCall.mockResolvedValueOnce({ ...refusal, data: null });
  render(<LessonForm mode="edit" lesson={{ videoId: 3, name: 'Achalasia', description: '' }} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save details' }));
  expect(screen.getByRole('alert')).toHaveTextContent(refusal.message);
  expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
});

it('ties a link form’s hint always, and its refusal once refused; names its buttons apart', async () => {
  mockCall.mockResolvedValueOnce({
    status: 422,
    message: 'The captions link must be an https:// address.',
    data: null,
    field: 'captionsUrl',
  });
  render(<LessonCaptionsForms videoId={3} link="" />);
  const link = screen.getByLabelText('Or a link to the captions');
  expect(descriptionOf(link)).toEqual([
    'An https address of a .vtt file; save it empty to remove the captions.',
  ]);
  expect(screen.getByRole('button', { name: 'Upload captions' })).toBeInTheDocument();

  const user = userEvent.setup();
  await user.type(link, 'http://example.com/a.vtt');
  await user.click(screen.getByRole('button', { name: 'Save the captions link' }));
  expect(link).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(link)).toEqual([
    'An https address of a .vtt file; save it empty to remove the captions.',
    'The captions link must be an https:// address.',
  ]);
});

it('names a picture upload after the picture, and ties a refused file to its input', async () => {
  mockUpload.mockResolvedValueOnce({
    status: 415,
    message: 'The picture must be an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).',
    data: null,
  });
  render(
    <PictureUploadForm
      call="uploadLessonCover"
      record={{ videoId: 3 }}
      current={null}
      label="Cover"
    />,
  );
  const input = screen.getByLabelText('Cover');
  const user = userEvent.setup();
  await user.upload(input, new File(['not a png'], 'fake.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Upload the cover' }));

  expect(mockUpload).toHaveBeenCalledWith(
    'uploadLessonCover',
    expect.objectContaining({ videoId: 3 }),
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(input)).toEqual([
    'The picture must be an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).',
  ]);
  // Choosing another file clears the refusal.
  await user.upload(input, new File(['png'], 'real.png', { type: 'image/png' }));
  expect(input).not.toHaveAttribute('aria-invalid');
});

it('names the lesson in its arrows, so a list of them is told apart', () => {
  render(<LessonOrderControls videoId={3} name="Achalasia" place={2} total={5} />);
  expect(screen.getByRole('button', { name: 'Move Achalasia up' })).toHaveTextContent('↑');
  expect(screen.getByRole('button', { name: 'Move Achalasia down' })).toHaveTextContent('↓');
  expect(screen.getByLabelText('Place (of 5)')).toHaveValue(2);
});

it('ties a new session’s refused meeting link to its field, among the form’s eight', async () => {
  mockCall.mockResolvedValueOnce({
    status: 422,
    message: 'The meeting link must be an https:// address.',
    data: null,
    field: 'meetingLink',
  });
  render(<SessionForm mode="create" plans={[{ planId: 1, name: 'Course' }]} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Title'), 'Chest viva');
  await user.type(screen.getByLabelText('Date'), '2027-01-12');
  await user.type(screen.getByLabelText('Meeting link (can be added later)'), 'http://meet');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));

  expect(mockCall).toHaveBeenCalledWith(
    'createLiveSession',
    expect.objectContaining({ title: 'Chest viva', meetingLink: 'http://meet' }),
  );
  const link = screen.getByLabelText('Meeting link (can be added later)');
  expect(link).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(link)).toEqual(['The meeting link must be an https:// address.']);
  for (const other of ['Title', 'Description', 'Places', 'Date']) {
    expect(screen.getByLabelText(other)).not.toHaveAttribute('aria-invalid');
  }
});

it('names the category in its Up and Down buttons, keeping their words in the name', () => {
  render(<MoveCaseButtons record={{ shortId: 4 }} name="Chest" first={false} last={false} />);
  expect(screen.getByRole('button', { name: 'Move Chest up' })).toHaveTextContent('Up');
  expect(screen.getByRole('button', { name: 'Move Chest down' })).toHaveTextContent('Down');
});
