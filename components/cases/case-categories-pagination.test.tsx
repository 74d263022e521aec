import { render, screen } from '@testing-library/react';

import { CASE_CATEGORIES_PAGE } from '@/lib/cases/calls';

import { CaseCategoriesPagination, pagerOf } from './case-categories-pagination';

const href = (page: number) => (page > 1 ? `/shorts?page=${page}` : '/shorts');

describe('the case categories pager', () => {
  it('is hidden while the categories fit on one page of nine', () => {
    expect(CASE_CATEGORIES_PAGE).toBe(9);
    for (const total of [0, 1, 9]) expect(pagerOf(total, 1, href)).toBeNull();
    const { container } = render(<CaseCategoriesPagination pager={pagerOf(9, 1, href)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is shown from ten categories on', () => {
    render(<CaseCategoriesPagination pager={pagerOf(10, 1, href)} />);
    expect(screen.getByRole('navigation', { name: 'Shorts pages' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it.each([
    [10, 1, 1, 2],
    [10, 2, 2, 2],
    [18, 2, 2, 2],
    [19, 3, 3, 3],
    [27, 1, 1, 3],
    [28, 4, 4, 4],
    [100, 7, 7, 12],
  ])('%i categories on page %i: "Page %i of %i"', (total, page, shownPage, pages) => {
    const pager = pagerOf(total, page, href)!;
    expect([pager.page, pager.pages]).toEqual([shownPage, pages]);
  });

  it('keeps the page in range', () => {
    expect(pagerOf(10, 0, href)!.page).toBe(1);
    expect(pagerOf(10, -3, href)!.page).toBe(1);
    expect(pagerOf(10, 99, href)!.page).toBe(2);
    expect(pagerOf(10, Number.NaN, href)!.page).toBe(1);
  });

  it('links first / previous / next / last, and not to the page shown', () => {
    expect(pagerOf(30, 2, href)).toEqual({
      page: 2,
      pages: 4,
      first: '/shorts',
      previous: '/shorts',
      next: '/shorts?page=3',
      last: '/shorts?page=4',
    });
    render(<CaseCategoriesPagination pager={pagerOf(30, 1, href)} />);
    expect(screen.queryByRole('link', { name: 'First' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('First')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/shorts?page=2');
    expect(screen.getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/shorts?page=4');
  });
});
