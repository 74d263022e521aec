import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ActionResult } from '@/lib/calls/action-result';
import { envelope, studentProfile } from '@/test/form-test-helpers';

import { ProfileArea } from './profile-area';

const mockSignOut = jest.fn<Promise<ActionResult>, []>();
jest.mock('@/lib/accounts/actions', () => ({ signOutAction: () => mockSignOut() }));
const mockLoadPage = jest.fn();
jest.mock('@/lib/browser/navigate', () => ({ loadPage: (path: string) => mockLoadPage(path) }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => jest.clearAllMocks());

const profile = studentProfile;

it('has the five sidebar entries, with Edit Profile open by default', async () => {
  render(<ProfileArea profile={profile} />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'Edit Profile',
    'Change Password',
    'Subscription Plan',
    'Feedback',
  ]);
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Edit Profile' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Edit Profile');
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'Country selector' })).toBeInTheDocument();
});

it('switches views from the sidebar and keeps the view in the address', async () => {
  render(<ProfileArea profile={profile} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Change Password' }));
  expect(screen.getByLabelText('Old Password')).toBeInTheDocument();
  expect(window.location.search).toBe('?tab=change-password');
  await user.click(screen.getByRole('tab', { name: 'Feedback' }));
  expect(screen.getByLabelText('Description')).toBeInTheDocument();
  // The Subscription Plan view loads the history from the BFF; a student without plans gets
  // the empty state.
  const fetched: string[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    fetched.push(String(url));
    return envelope(200, '', []);
  });
  await user.click(screen.getByRole('tab', { name: 'Subscription Plan' }));
  expect(await screen.findByRole('link', { name: 'Browse Plans' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  expect(fetched).toEqual(['/api/student/booking/planhistory']);
});

it('opens a chosen view first', () => {
  render(<ProfileArea profile={profile} initialView="feedback" />);
  expect(screen.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
});

it('asks before signing out, then revokes the session and reloads at /', async () => {
  mockSignOut.mockResolvedValue({ status: 200, message: 'Signed Out Successfully', data: null });
  render(<ProfileArea profile={profile} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
  expect(within(dialog).getByText('You will be signed out!')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(mockSignOut).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  await user.click(screen.getByRole('button', { name: 'Yes, sign out' }));
  await waitFor(() => expect(mockLoadPage).toHaveBeenCalledWith('/'));
  expect(mockSignOut).toHaveBeenCalledTimes(1);
});
