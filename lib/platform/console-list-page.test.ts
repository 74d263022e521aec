import { loadConsoleListPage } from './console-list-page';
import { loadConsoleList } from './console-loaders';

jest.mock('./console-loaders', () => ({
  ...jest.requireActual('./console-loaders'),
  loadConsoleList: jest.fn(async () => ({ kind: 'listed', data: { list: [], total: 0 } })),
}));

/*
 * A console list's address (docs/console.md, "Lists"): `?state=…&page=N` read as the call's
 * input, and the links of its tabs and pager spelled as the pages always spelled them.
 */

const signIn = { token: 'operator-token' } as never;
const route = { path: '/console/feedback' } as const;
const states = ['pending', 'approved', 'all'] as const;
const read = jest.mocked(loadConsoleList);

beforeEach(() => read.mockClear());

it('reads the state and page asked for, with the page size and its offset', async () => {
  const feedback = await loadConsoleListPage('listFeedbackForReview', signIn, {
    route,
    states,
    fallback: 'pending',
    pageSize: 25,
    query: { state: 'approved', page: '3' },
  });
  expect(read).toHaveBeenCalledWith('listFeedbackForReview', signIn, {
    state: 'approved',
    limit: 25,
    offset: 50,
  });
  expect(feedback).toMatchObject({ shown: 'approved', page: 3, offset: 50 });
  expect(feedback.list).toEqual({ kind: 'listed', data: { list: [], total: 0 } });
});

it.each([
  [{}, 'pending', 1],
  [{ state: 'deleted', page: '0' }, 'pending', 1],
  [{ state: ['all', 'approved'], page: '-2' }, 'all', 1],
  [{ page: ['4', '5'] }, 'pending', 4],
  [{ page: '2.5' }, 'pending', 1],
])(
  'reads %j as the state %s, page %d (the first page unless a whole number)',
  async (query, shown, page) => {
    const feedback = await loadConsoleListPage('listFeedbackForReview', signIn, {
      route,
      states,
      fallback: 'pending',
      pageSize: 25,
      query,
    });
    expect(feedback).toMatchObject({ shown, page, offset: (page - 1) * 25 });
  },
);

it('links each tab to its first page and each page to the state shown', async () => {
  const { tabs, pager } = await loadConsoleListPage('listFeedbackForReview', signIn, {
    route,
    states,
    fallback: 'pending',
    pageSize: 25,
    query: { state: 'approved', page: '2' },
  });
  expect(tabs.states).toBe(states);
  expect(tabs.shown).toBe('approved');
  expect(tabs.hrefFor('pending')).toBe('/console/feedback?state=pending');
  expect(tabs.hrefFor('all')).toBe('/console/feedback?state=all');
  expect(pager).toMatchObject({ page: 2, pageSize: 25 });
  expect(pager.hrefFor(1)).toBe('/console/feedback?state=approved');
  expect(pager.hrefFor(3)).toBe('/console/feedback?state=approved&page=3');
});

it('leaves the state out of a list without states, and its first page bare', async () => {
  const lessons = await loadConsoleListPage('listLessonsForConsole', signIn, {
    route: { path: '/console/lessons' },
    pageSize: 20,
    query: { state: 'approved', page: '2' },
  });
  expect(read).toHaveBeenCalledWith('listLessonsForConsole', signIn, { limit: 20, offset: 20 });
  expect(lessons).not.toHaveProperty('tabs');
  expect(lessons.pager.hrefFor(1)).toBe('/console/lessons');
  expect(lessons.pager.hrefFor(2)).toBe('/console/lessons?page=2');
});

it('gives its filter to the call and keeps it, set or not, in every link', async () => {
  const { pager } = await loadConsoleListPage('listPurchasesForConsole', signIn, {
    route: { path: '/console/purchases' },
    pageSize: 50,
    query: { page: '2' },
    filter: { q: 'ann@example.com', provider: undefined },
  });
  expect(read).toHaveBeenCalledWith('listPurchasesForConsole', signIn, {
    q: 'ann@example.com',
    provider: undefined,
    limit: 50,
    offset: 50,
  });
  expect(pager.hrefFor(1)).toBe('/console/purchases?q=ann%40example.com');
  expect(pager.hrefFor(3)).toBe('/console/purchases?q=ann%40example.com&page=3');
});
