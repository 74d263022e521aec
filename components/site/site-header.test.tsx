import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { BLANK_AVATAR } from '@/components/ui/blank-avatar';
import { SiteHeader } from '@/components/site/site-header';

let mockPathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
}));
// Signed out, the header's account island asks the BFF; here it stands for a visitor's answer.
jest.mock('@/components/auth/header-account-status', () => {
  const { createElement } = jest.requireActual('react');
  const { HeaderAccount } = jest.requireActual('@/components/site/header-account');
  return {
    HeaderAccountStatus: ({ links }: { links: unknown }) => createElement(HeaderAccount, { links }),
  };
});

function renderAt(pathname: string, props: Parameters<typeof SiteHeader>[0] = {}) {
  mockPathname = pathname;
  return render(<SiteHeader {...props} />);
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  it('links the logo home and lists the seven menu items', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'FRCR Viva ONE STOP SOLUTION, home' })).toHaveAttribute(
      'href',
      '/',
    );
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/aboutus',
      '/video',
      '/subscription',
      '/shorts',
      '/practice',
      '/session',
    ]);
  });

  it('marks Home as the current page on /', () => {
    renderAt('/');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Sessions' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('marks Sessions on a session details page and Videos on a numbered video path', () => {
    const { unmount } = renderAt('/session-details/MTI=');
    expect(within(mainNav()).getByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    unmount();
    renderAt('/video/12/');
    expect(within(mainNav()).getByRole('link', { name: 'Videos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens and closes the menu with the toggle, and a link in it closes it', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    // jsdom cannot navigate, so the click is cancelled; the menu must still close.
    const link = within(menu).getByRole('link', { name: 'Shorts' });
    const click = createEvent.click(link);
    click.preventDefault();
    fireEvent(link, click);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');
  });

  it('closes the open menu on Escape', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Sign In and Sign Up when signed out', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(/^Hi/)).not.toBeInTheDocument();
  });

  it('greets a signed-in student and links the avatar to the profile', () => {
    renderAt('/', { student: { fullName: 'Asha Patel', profileUrl: '/api/files/asha.jpg' } });
    expect(screen.getByText(/Hi/)).toHaveTextContent('Hi Asha Patel');
    const profile = screen.getByRole('link', { name: 'My profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    const avatar = within(profile).getByRole('presentation');
    expect(avatar).toHaveAttribute('src', '/api/files/asha.jpg');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('falls back to a blank image when the profile photo fails to load', () => {
    renderAt('/', { student: { fullName: 'Asha Patel', profileUrl: '/missing.jpg' } });
    const avatar = within(screen.getByRole('link', { name: 'My profile' })).getByRole(
      'presentation',
    );
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute('src', BLANK_AVATAR);
  });

  it('uses the blank image when the student has no photo', () => {
    renderAt('/', { student: { fullName: 'Asha Patel', profileUrl: null } });
    const avatar = within(screen.getByRole('link', { name: 'My profile' })).getByRole(
      'presentation',
    );
    expect(avatar).toHaveAttribute('src', BLANK_AVATAR);
  });
});
