import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CaseForm } from '@/components/cases/console/case-form';
import { MoveCaseButtons } from '@/components/cases/console/case-buttons';
import { FeedbackDecision } from '@/components/feedback/console/feedback-decision';
import { CohortForm } from '@/components/insight/console/cohort-forms';
import { LessonForm } from '@/components/lessons/console/lesson-form';
import { LessonCaptionsForms } from '@/components/lessons/console/lesson-media-forms';
import { LessonOrderControls } from '@/components/lessons/console/lesson-order-controls';
import { SessionForm } from '@/components/live-sessions/console/session-form';
import { EnrolmentForm } from '@/components/operators/enrolment-form';
import { InviteOperatorForm } from '@/components/operators/invite-operator-form';
import { PlanForm } from '@/components/plans/console/plan-form';
import { PolicyDraftForm } from '@/components/policies/console/policy-draft-form';
import type { ConsoleCase } from '@/lib/cases/calls';

import { PictureUploadForm } from './picture-upload-form';

/*
 * The console's forms wired as the students' are (components/ui/form/field.tsx): a refusal about
 * a control is tied to it (aria-invalid, aria-describedby), so is its hint, and buttons are named
 * after what they act on (docs/console.md, "For everyone").
 */

type Answer = { status: number; message: string; data: unknown; field?: string };
const mockCall = jest.fn<Promise<Answer>, [string, unknown]>();
const mockEnrol = jest.fn<Promise<Answer>, [unknown]>();
jest.mock('@/lib/platform/console-actions', () => ({
  consoleCall: (name: string, input: unknown) => mockCall(name, input),
  completeEnrolmentAction: (input: unknown) => mockEnrol(input),
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
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

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
  render(<MoveCaseButtons record={{ categoryId: 4 }} name="Chest" first={false} last={false} />);
  expect(screen.getByRole('button', { name: 'Move Chest up' })).toHaveTextContent('Up');
  expect(screen.getByRole('button', { name: 'Move Chest down' })).toHaveTextContent('Down');
});

/*
 * The forms moved onto the kit (useConsoleForm, ConsoleField): a 422 naming one of their fields is
 * tied to its control, as the lesson's and the session's are.
 */

it('ties a plan’s refused price to its field, and says a saved plan beside the button', async () => {
  mockCall
    .mockResolvedValueOnce({
      status: 422,
      message: 'The price must be an amount in pounds, like 349 or 349.00.',
      data: null,
      field: 'price',
    })
    .mockResolvedValueOnce({ status: 200, message: 'Plan saved.', data: null });
  render(<PlanForm mode="create" />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Weekend Sprint');
  await user.type(screen.getByLabelText('Price (£, GBP)'), 'cheap');
  await user.click(screen.getByRole('button', { name: 'Save off sale' }));

  expect(mockCall).toHaveBeenCalledWith(
    'createPlan',
    expect.objectContaining({ name: 'Weekend Sprint', price: 'cheap', period: 'days' }),
  );
  const price = screen.getByLabelText('Price (£, GBP)');
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(price)).toEqual([
    'The price must be an amount in pounds, like 349 or 349.00.',
  ]);
  expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

  await user.click(screen.getByRole('button', { name: 'Save off sale' }));
  expect(screen.getByRole('status')).toHaveTextContent('Plan saved.');
  expect(price).not.toHaveAttribute('aria-invalid');
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});

const CASE = {
  caseId: 12,
  name: 'Pneumonia',
  answer: '',
  system: null,
  modality: null,
  region: null,
  ageBand: null,
  patientAge: null,
  patientSex: null,
  referralSource: null,
  clinicalDetails: '',
  keyFindings: [],
  normal: false,
} as unknown as ConsoleCase;

it('ties a case’s refused key findings to their box, and a 409 beside the button', async () => {
  mockCall
    .mockResolvedValueOnce({
      status: 422,
      message: 'A key finding is at most 300 characters.',
      data: null,
      field: 'keyFindings',
    })
    .mockResolvedValueOnce({
      status: 409,
      message: 'A published case keeps its film, model answer, system, modality and age band.',
      data: null,
    });
  render(<CaseForm item={CASE} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save case' }));
  const findings = screen.getByLabelText(/^Key findings/);
  expect(findings).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(findings)).toEqual(['A key finding is at most 300 characters.']);
  expect(screen.getByLabelText('Model answer')).not.toHaveAttribute('aria-invalid');

  await user.click(screen.getByRole('button', { name: 'Save case' }));
  expect(findings).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('alert')).toHaveTextContent(/^A published case keeps its film/);
});

it('ties a policy page’s refused text to its box', async () => {
  mockCall.mockResolvedValueOnce({
    status: 422,
    message: 'The text is at most 200000 characters.',
    data: null,
    field: 'html',
  });
  render(<PolicyDraftForm policyKey="privacypolicy" title="Privacy" html="<p>Ours</p>" />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save draft' }));
  const text = screen.getByLabelText(/^Text/);
  expect(text).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(text)).toEqual(['The text is at most 200000 characters.']);
  expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
});

it('shows an invitation’s enrolment link from the answer, and ties a refused address', async () => {
  mockCall
    .mockResolvedValueOnce({
      status: 422,
      message: 'Enter a valid email address.',
      data: null,
      field: 'email',
    })
    .mockResolvedValueOnce({
      status: 200,
      message: 'ana@example.com is invited.',
      data: { token: 'abc', expiresAt: '2027-01-12T10:00:00.000Z' },
    });
  render(<InviteOperatorForm />);
  const user = userEvent.setup();
  const email = screen.getByLabelText('Email');
  await user.type(email, 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Invite' }));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(email)).toEqual(['Enter a valid email address.']);
  expect(screen.queryByLabelText('Enrolment link')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Invite' }));
  expect(mockCall).toHaveBeenLastCalledWith('inviteOperator', {
    email: 'ana@example.com',
    role: 'editor',
  });
  expect(screen.getByRole('status')).toHaveTextContent('ana@example.com is invited.');
  expect((screen.getByLabelText('Enrolment link') as HTMLInputElement).value).toContain(
    '/console/enrol?token=abc',
  );
  expect(email).toHaveValue('');
});

it('says a refused enrolment, then shows the recovery codes without reading the page again', async () => {
  mockEnrol
    .mockResolvedValueOnce({ status: 422, message: 'The two passwords differ.', data: null })
    .mockResolvedValueOnce({
      status: 200,
      message: 'Enrolled.',
      data: { recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] },
    });
  render(<EnrolmentForm token="t0k3n" email="ana@example.com" />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password (at least 12 characters)'), 'long password 1');
  await user.type(screen.getByLabelText('Password again'), 'long password 2');
  await user.type(screen.getByLabelText('6-digit code from the app'), '123456');
  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(mockEnrol).toHaveBeenCalledWith({
    token: 't0k3n',
    password: 'long password 1',
    confirmPassword: 'long password 2',
    code: '123456',
  });
  expect(screen.getByRole('alert')).toHaveTextContent('The two passwords differ.');

  await user.click(screen.getByRole('button', { name: 'Enrol' }));
  expect(screen.getByRole('list', { name: 'Recovery codes' })).toHaveTextContent('aaaa-bbbb');
  // The link is spent: read again, the page would refuse it in place of the codes.
  expect(mockRefresh).not.toHaveBeenCalled();
});

it('ties a cohort’s refused addresses to their box, after its count', async () => {
  mockCall.mockResolvedValueOnce({
    status: 422,
    message: 'Not an email address: ben@',
    data: null,
    field: 'emails',
  });
  render(<CohortForm cohortId={4} />);
  const user = userEvent.setup();
  const box = screen.getByLabelText('Students’ email addresses');
  await user.type(box, 'asha@hospital.test ben@');
  await user.click(screen.getByRole('button', { name: 'Add to the cohort' }));
  expect(mockCall).toHaveBeenCalledWith('addCohortMembers', {
    cohortId: 4,
    emails: ['asha@hospital.test', 'ben@'],
  });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionOf(box)).toEqual([
    'Separated by commas, spaces or new lines: 2 found.',
    'Not an email address: ben@',
  ]);
  expect(box).toHaveValue('asha@hospital.test ben@');
});

it('says a row button’s answer beside it: a status, or an alert', async () => {
  mockCall
    .mockResolvedValueOnce({ status: 200, message: 'Approved.', data: null })
    .mockResolvedValueOnce({ status: 404, message: 'No such feedback.', data: null });
  const { rerender } = render(<FeedbackDecision feedbackId={5} approved={false} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  expect(mockCall).toHaveBeenCalledWith('moderateFeedback', { feedbackId: 5, approved: true });
  expect(screen.getByRole('status')).toHaveTextContent('Approved.');
  expect(mockRefresh).toHaveBeenCalledTimes(1);

  rerender(<FeedbackDecision feedbackId={5} approved />);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(screen.getByRole('alert')).toHaveTextContent('No such feedback.');
});
