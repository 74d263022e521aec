import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Profile } from '@/lib/accounts/calls';
import { messages } from '@/lib/calls/fields';
import { alerts, envelope } from '@/test/form-test-helpers';

import { ChangePasswordForm } from './change-password-form';
import { EditProfileForm } from './edit-profile-form';
import { SiteFeedbackForm } from './feedback-form';

const mockNotify = { success: jest.fn(), error: jest.fn() };
jest.mock('@/components/ui/notify', () => ({
  notify: {
    success: (message: string) => mockNotify.success(message),
    error: (message: string) => mockNotify.error(message),
  },
}));
const mockLoadPage = jest.fn();
jest.mock('@/lib/browser/navigate', () => ({ loadPage: (path: string) => mockLoadPage(path) }));

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock;
  URL.createObjectURL = jest.fn(() => 'blob:crop');
  URL.revokeObjectURL = jest.fn();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => jest.clearAllMocks());

const profile: Profile = {
  studentId: 7,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  countryCode: '91',
  profile: 'c0ffee.webp',
  isSubscribe: 0,
};

const sentBody = () => fetchMock.mock.calls[0][1].body;

describe('Edit Profile', () => {
  /** The form once its country picker has loaded, as a student sees it a moment after opening. */
  const renderForm = async (onSaved = jest.fn()) => {
    render(<EditProfileForm profile={profile} onSaved={onSaved} />);
    await screen.findByRole('combobox', { name: 'Country selector' });
    return onSaved;
  };

  it('starts from the stored profile', async () => {
    await renderForm();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
    expect(screen.getByRole('combobox', { name: 'Country selector' })).toHaveAttribute(
      'title',
      'India',
    );
    expect(screen.getByAltText('Your profile photo')).toHaveAttribute(
      'src',
      '/api/files/c0ffee.webp',
    );
  });

  it('requires the full name and the email', async () => {
    await renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(messages.fullNameRequired);
    expect(alerts()).toEqual([messages.fullNameRequired, messages.emailRequired]);
  });

  it('wants a valid email and a mobile number of digits only', async () => {
    await renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha.example.com');
    await user.clear(screen.getByLabelText('Mobile Number'));
    await user.type(screen.getByLabelText('Mobile Number'), '98765-432');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(messages.profileEmailInvalid);
    expect(alerts()).toEqual([messages.mobileDigitsOnly, messages.profileEmailInvalid]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts an empty mobile number and saves as multipart', async () => {
    const saved = { ...profile, fullName: 'Asha R. Rao', mobileNumber: '' };
    fetchMock.mockResolvedValue(envelope(200, 'Profile Updated Successfully', saved));
    const onSaved = await renderForm();
    const announced = jest.fn();
    window.addEventListener('frcr:profile-updated', (e) => announced((e as CustomEvent).detail));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Asha R. Rao');
    await user.clear(screen.getByLabelText('Mobile Number'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(mockNotify.success).toHaveBeenCalledWith('Profile Updated Successfully'),
    );
    expect(fetchMock.mock.calls[0][0]).toBe('/api/student/editprofile');
    const body = sentBody() as FormData;
    expect(body.get('fullName')).toBe('Asha R. Rao');
    expect(body.get('mobileNumber')).toBe('');
    expect(body.get('countryCode')).toBe('91');
    expect(body.get('profile')).toBeNull();
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(announced).toHaveBeenCalledWith({ fullName: 'Asha R. Rao', profile: 'c0ffee.webp' });
  });

  it('opens "Crop Profile Image" after a photo is picked; Cancel closes it', async () => {
    await renderForm();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Crop Profile Image' });
    expect(within(dialog).getByRole('button', { name: 'Crop & Save' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Crop Profile Image' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the save is refused', async () => {
    fetchMock.mockResolvedValue(envelope(409, 'This email is already used by another account'));
    await renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(mockNotify.error).toHaveBeenCalledWith(
        'This email is already used by another account',
      ),
    );
  });

  it('says "Something went wrong" when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Something went wrong'));
  });

  it('ends the session silently on a 403', async () => {
    fetchMock.mockResolvedValue(envelope(403, 'Your session has ended.'));
    await renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(mockLoadPage).toHaveBeenCalledWith('/'));
    expect(mockNotify.error).not.toHaveBeenCalled();
  });
});

describe('Change Password', () => {
  it('requires all three fields', async () => {
    render(<ChangePasswordForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(messages.oldPasswordRequired);
    expect(alerts()).toEqual([
      messages.oldPasswordRequired,
      messages.newPasswordRequired,
      messages.confirmPasswordRequired,
    ]);
  });

  it('checks the new password’s pattern and the confirmation', async () => {
    render(<ChangePasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old Password'), 'Radiology1');
    await user.type(screen.getByLabelText('New Password'), 'NOLOWER1');
    await user.type(screen.getByLabelText('Confirm Password'), 'NOLOWER1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.passwordPattern)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'NewPass123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.newPasswordsMustMatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has a visibility toggle on each field', () => {
    render(<ChangePasswordForm />);
    for (const name of ['old password', 'new password', 'confirm password']) {
      expect(screen.getByRole('button', { name: `Show ${name}` })).toBeInTheDocument();
    }
  });

  it('changes the password, shows the message and clears the form', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'Password Changed Successfully'));
    render(<ChangePasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Old Password'), 'Radiology1');
    await user.type(screen.getByLabelText('New Password'), 'NewPass123');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewPass123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(mockNotify.success).toHaveBeenCalledWith('Password Changed Successfully'),
    );
    expect(JSON.parse(sentBody() as string)).toEqual({
      oldPassword: 'Radiology1',
      newPassword: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
    expect(screen.getByLabelText('Old Password')).toHaveValue('');
  });
});

describe('Feedback', () => {
  it('requires a rating and a description', async () => {
    render(<SiteFeedbackForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(messages.websiteRatingRequired);
    expect(alerts()).toEqual([messages.websiteRatingRequired, messages.descriptionRequired]);
  });

  it('limits the description to 1000 characters', async () => {
    render(<SiteFeedbackForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: 'x'.repeat(1001) },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.descriptionTooLong)).toBeInTheDocument();
  });

  it('previews the rating under the pointer and keeps the clicked one', async () => {
    render(<SiteFeedbackForm />);
    const user = userEvent.setup();
    const stars = screen.getAllByRole('radio');
    const lit = () => stars.filter((star) => star.dataset.lit === 'true').length;
    expect(stars).toHaveLength(5);
    await user.hover(stars[3]);
    expect(lit()).toBe(4);
    await user.unhover(stars[3]);
    expect(lit()).toBe(0);
    await user.click(stars[2]);
    expect(stars[2]).toHaveAttribute('aria-checked', 'true');
    await user.hover(stars[4]);
    expect(lit()).toBe(5);
    await user.unhover(stars[4]);
    expect(lit()).toBe(3);
  });

  it('sends WEBSITE feedback and clears the form', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'Feedback added successfully'));
    render(<SiteFeedbackForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Description'), 'Superb viva practice');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(mockNotify.success).toHaveBeenCalledWith('Feedback added successfully'),
    );
    expect(fetchMock.mock.calls[0][0]).toBe('/api/student/feedback/save');
    expect(JSON.parse(sentBody() as string)).toEqual({
      type: 'WEBSITE',
      rating: 5,
      description: 'Superb viva practice',
    });
    await act(async () => {});
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it('says "Something went wrong" when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<SiteFeedbackForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByLabelText('Description'), 'Good');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Something went wrong'));
  });
});
