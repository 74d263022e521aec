import { render, screen, within } from '@testing-library/react';

import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';

describe('BreadcrumbBanner', () => {
  it('shows the title as the page heading and the trail as an ordered list', () => {
    render(
      <BreadcrumbBanner
        title="About Us"
        subtitle="ONE STOP SOLUTION"
        items={[{ label: 'Home', href: '/' }, { label: 'About Us' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('ONE STOP SOLUTION')).toBeInTheDocument();

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(trail).getByRole('list');
    expect(list.tagName).toBe('OL');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(entries[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(entries[1]).getByText('About Us')).toHaveAttribute('aria-current', 'page');
  });

  it('marks only the last item as current, even when it has a path', () => {
    render(
      <BreadcrumbBanner
        title="Chest Short"
        items={[
          { label: 'Home', href: '/' },
          { label: 'Shorts', href: '/shorts' },
          { label: 'Chest', href: '/subshorts' },
        ]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Shorts']);
    expect(within(trail).getByText('Chest')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).getByText('Shorts')).not.toHaveAttribute('aria-current');
  });

  it('renders an item without a path as plain text', () => {
    render(
      <BreadcrumbBanner
        title="Profile"
        items={[{ label: 'Home', href: '/' }, { label: 'Account' }, { label: 'Profile' }]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Account').closest('a')).toBeNull();
    expect(within(trail).getByText('Account')).not.toHaveAttribute('aria-current');
  });
});
