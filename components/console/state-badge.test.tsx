import { render, screen } from '@testing-library/react';

import { RowTitle, StateBadge } from './state-badge';

describe('StateBadge', () => {
  it('marks what students do not see in amber, beside a row’s name', () => {
    render(<StateBadge>Draft</StateBadge>);
    expect(screen.getByText('Draft')).toHaveClass(
      'ml-2',
      'text-xs',
      'bg-amber-50',
      'text-amber-900',
    );
  });

  it('marks what is open to students in green and what is closed for good in red', () => {
    render(
      <>
        <StateBadge tone="open">On sale</StateBadge>
        <StateBadge tone="closed" size="title">
          Cancelled
        </StateBadge>
      </>,
    );
    expect(screen.getByText('On sale')).toHaveClass('bg-green-50', 'text-green-800');
    expect(screen.getByText('On sale')).not.toHaveClass('bg-amber-50');
    expect(screen.getByText('Cancelled')).toHaveClass(
      'ml-3',
      'text-sm',
      'bg-red-50',
      'text-red-800',
    );
  });
});

describe('RowTitle', () => {
  it('names the row with a link to its page, its state beside the link', () => {
    render(
      <RowTitle href="/console/plan/3" badge={<StateBadge>Off sale</StateBadge>}>
        Marathon Course
      </RowTitle>,
    );
    const link = screen.getByRole('link', { name: 'Marathon Course' });
    expect(link).toHaveAttribute('href', '/console/plan/3');
    expect(link).not.toContainElement(screen.getByText('Off sale'));
    expect(link.nextElementSibling).toBe(screen.getByText('Off sale'));
  });
});
