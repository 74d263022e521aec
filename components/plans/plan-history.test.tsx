import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { PlanHistoryItem } from '@/lib/plans/calls';

import { PlanHistory } from './plan-history';

const mockLoadPage = jest.fn();
jest.mock('@/lib/browser/navigate', () => ({ loadPage: (path: string) => mockLoadPage(path) }));
const mockError = jest.fn();
jest.mock('@/components/ui/notify', () => ({
  notify: { error: (message: string) => mockError(message), success: jest.fn() },
}));

const history: PlanHistoryItem[] = [
  {
    planId: 4,
    name: 'Single Session',
    price: 45,
    subTitle: 'Single Session',
    created: '2026-03-05T10:00:00.000Z',
    startOn: '2026-03-05T10:00:00.000Z',
    expiresOn: null,
  },
  {
    planId: 1,
    name: '',
    price: 349,
    subTitle: '6 Months',
    created: '2026-01-10T10:00:00.000Z',
    startOn: '2026-01-10T10:00:00.000Z',
    expiresOn: '2026-07-09T10:00:00.000Z',
  },
];

/** The BFF as the browser sees it: the answers for each path, in order. */
function answer(byPath: Record<string, Array<{ status: number; message: string; data: unknown }>>) {
  const sent: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    sent.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const next = byPath[path]?.shift();
    if (!next) throw new Error(`unexpected call ${path}`);
    // jsdom has no Response: the part of one the client reads.
    return { ok: true, status: 200, json: async () => next } as Response;
  }) as typeof fetch;
  return sent;
}

beforeEach(() => jest.clearAllMocks());

it('shows the history cards with their dates, the default name and the period', async () => {
  answer({
    '/api/student/booking/planhistory': [{ status: 200, message: '', data: history }],
  });
  render(<PlanHistory />);
  const cards = await screen.findAllByRole('listitem');
  expect(cards[0]).toHaveTextContent('Single Session£45.00 / Single SessionDate05 Mar 2026');
  expect(cards[1]).toHaveTextContent(
    'Marathon Course£349.00 / 6 MonthsStart Date10 Jan 2026End Date09 Jul 2026',
  );
});

it('renews a plan on sale at its payment page, and refuses one that is not', async () => {
  const sent = answer({
    '/api/student/booking/planhistory': [{ status: 200, message: '', data: history }],
    '/api/student/plan/list': [
      { status: 200, message: '', data: [] },
      {
        status: 200,
        message: '',
        data: [
          {
            planId: 1,
            name: 'Marathon Course',
            price: 349,
            currency: 'GBP',
            subTitle: '6 Months',
            description: [],
            isPurchased: 1,
          },
        ],
      },
    ],
  });
  render(<PlanHistory />);
  const user = userEvent.setup();
  const renew = await screen.findAllByRole('button', { name: 'Renew Plan' });

  await user.click(renew[0]);
  expect(mockError).toHaveBeenCalledWith('Plan does not exist');
  expect(mockLoadPage).not.toHaveBeenCalled();

  await user.click(renew[1]);
  expect(mockLoadPage).toHaveBeenCalledWith('/subscriptionpayment?plan=1');
  expect(sent.filter((s) => s.url === '/api/student/plan/list').map((s) => s.body)).toEqual([
    { planId: 4 },
    { planId: 1 },
  ]);
});

it('falls back to No Active Subscriptions with Browse Plans when there is none or it fails', async () => {
  answer({
    '/api/student/booking/planhistory': [
      { status: 500, message: 'Something went wrong', data: null },
    ],
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<PlanHistory />);
  expect(await screen.findByText('No Active Subscriptions')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Plans' })).toHaveAttribute(
    'href',
    '/subscription',
  );
});
