import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ActionResult } from '@/lib/calls/action-result';
import { alerts, deferred } from '@/test/form-test-helpers';

import { GrantAccessForm } from './grant-access-form';

const mockBulk = jest.fn<Promise<ActionResult>, [unknown]>();
const mockOne = jest.fn<Promise<ActionResult>, [unknown]>();
jest.mock('@/lib/platform/console-actions', () => ({
  consoleCall: (name: string, input: unknown) =>
    name === 'grantAccessInBulk' ? mockBulk(input) : mockOne(input),
}));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const PLANS = [
  { planId: 1, name: 'Marathon Course', subTitle: '6 Months', durationDays: 180 },
  { planId: 2, name: 'Crash Course', subTitle: '1 Month', durationDays: 30 },
];

beforeEach(() => {
  jest.clearAllMocks();
});

const grantButton = () => screen.getByRole('button', { name: /Grant access|Granting/ });

/** Pastes text into the addresses box as a clipboard would: in one go. */
const paste = (text: string) =>
  fireEvent.change(screen.getByLabelText('Email addresses'), { target: { value: text } });

it('reads a pasted list of addresses, each once, and grants them with the plan and reason', async () => {
  const answer = deferred<ActionResult>();
  mockBulk.mockReturnValueOnce(answer.promise);
  render(<GrantAccessForm plans={PLANS} />);
  const user = userEvent.setup();

  paste('Asha@Hospital.test, ben@hospital.test\ncara@hospital.test;  asha@hospital.test\n\n');
  expect(screen.getByText(/3 addresses\./)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Course'), '2');
  // The days follow the course chosen: its own period.
  expect(screen.getByLabelText('Days of access')).toHaveValue(30);
  await user.type(screen.getByLabelText('Reason'), 'St Mary’s trainees, invoice 1042');
  await user.click(grantButton());

  expect(mockBulk).toHaveBeenCalledWith({
    emails: ['asha@hospital.test', 'ben@hospital.test', 'cara@hospital.test'],
    planId: 2,
    days: 30,
    reason: 'St Mary’s trainees, invoice 1042',
  });
  expect(grantButton()).toBeDisabled();
  expect(grantButton()).toHaveTextContent('Granting…');

  await act(async () =>
    answer.resolve({
      status: 200,
      message: 'Crash Course granted to 2 students. No account: cara@hospital.test.',
      data: null,
    }),
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'Crash Course granted to 2 students. No account: cara@hospital.test.',
  );
  expect(mockRefresh).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('Email addresses')).toHaveValue('');
  expect(screen.getByText(/0 addresses\./)).toBeInTheDocument();
  expect(alerts()).toEqual([]);
});

it('sends no days when the box is emptied, so the server uses the plan’s period', async () => {
  mockBulk.mockResolvedValueOnce({ status: 200, message: 'Done', data: null });
  render(<GrantAccessForm plans={PLANS} />);
  const user = userEvent.setup();
  paste('one@hospital.test');
  expect(screen.getByText(/1 address\./)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Days of access'));
  await user.type(screen.getByLabelText('Reason'), 'Cohort');
  await user.click(grantButton());
  expect(mockBulk).toHaveBeenCalledWith({
    emails: ['one@hospital.test'],
    planId: 1,
    reason: 'Cohort',
  });
});

it('shows the refusal and keeps what was typed', async () => {
  mockBulk.mockResolvedValueOnce({
    status: 422,
    message: 'Not an email address: ben@',
    data: null,
    code: 'invalid_input',
  });
  render(<GrantAccessForm plans={PLANS} />);
  const user = userEvent.setup();
  paste('asha@hospital.test ben@');
  await user.type(screen.getByLabelText('Reason'), 'Cohort');
  await user.click(grantButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Not an email address: ben@');
  expect(screen.getByLabelText('Email addresses')).toHaveValue('asha@hospital.test ben@');
  expect(mockRefresh).not.toHaveBeenCalled();
});

it('grants one student from their page, with no list of addresses', async () => {
  mockOne.mockResolvedValueOnce({
    status: 200,
    message: 'Access to Marathon Course granted until 05 Mar 2027.',
    data: null,
  });
  render(<GrantAccessForm plans={PLANS} studentId={7} />);
  const user = userEvent.setup();
  expect(screen.queryByLabelText('Email addresses')).toBeNull();
  await user.type(screen.getByLabelText('Reason'), 'Goodwill');
  await user.click(grantButton());
  expect(mockOne).toHaveBeenCalledWith({ studentId: 7, planId: 1, days: 180, reason: 'Goodwill' });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Access to Marathon Course granted until 05 Mar 2027.',
  );
  expect(mockBulk).not.toHaveBeenCalled();
});

it('puts the list in the cohort named, offering the cohorts there are', async () => {
  mockBulk.mockResolvedValueOnce({ status: 200, message: 'Done', data: null });
  const { container } = render(<GrantAccessForm plans={PLANS} cohorts={['Leeds ST3']} />);
  const user = userEvent.setup();
  expect(container.querySelector('datalist option')).toHaveAttribute('value', 'Leeds ST3');
  paste('asha@hospital.test');
  await user.type(screen.getByLabelText('Cohort (optional)'), 'Leeds ST3');
  await user.type(screen.getByLabelText('Reason'), 'Leeds');
  await user.click(grantButton());
  expect(mockBulk).toHaveBeenCalledWith({
    emails: ['asha@hospital.test'],
    planId: 1,
    days: 180,
    reason: 'Leeds',
    cohort: 'Leeds ST3',
  });
  expect(screen.getByLabelText('Cohort (optional)')).toHaveValue('');
});
