import { render, screen, within } from '@testing-library/react';

import type { Plan } from '@/lib/plans/calls';

import { PlanAccordions } from './plan-accordions';

const plan = (overrides: Partial<Plan>): Plan => ({
  planId: 1,
  name: 'Marathon Course',
  price: 349,
  currency: 'GBP',
  subTitle: '6 Months',
  description: [],
  isPurchased: 0,
  ...overrides,
});

it('shows each plan with its price in pounds, period, features and Buy Now to its payment page', () => {
  render(
    <PlanAccordions
      plans={[
        plan({
          description: [
            { title: 'Library', detail: 'Every lesson, see https://frcrviva.co.uk/videos today' },
          ],
        }),
      ]}
    />,
  );
  const item = screen.getByRole('listitem');
  expect(within(item).getByText('£349.00')).toBeInTheDocument();
  expect(within(item).getByText('6 Months')).toBeInTheDocument();
  const link = within(item).getByRole('link', { name: 'https://frcrviva.co.uk/videos' });
  expect(link).toHaveAttribute('href', 'https://frcrviva.co.uk/videos');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(item).getByRole('link', { name: 'Buy Now: Marathon Course' })).toHaveAttribute(
    'href',
    '/subscriptionpayment?plan=1',
  );
});

it('shows a disabled Already Purchased for a plan the student holds, and no Buy Now', () => {
  render(<PlanAccordions plans={[plan({ isPurchased: 1 })]} />);
  expect(screen.getByRole('button', { name: 'Already Purchased' })).toBeDisabled();
  expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
});

it('links only real web addresses', () => {
  render(
    <PlanAccordions
      plans={[plan({ description: [{ title: 'Note', detail: 'httpish words stay text' }] })]}
    />,
  );
  expect(screen.queryByRole('link', { name: /httpish/ })).not.toBeInTheDocument();
  expect(screen.getByText('httpish words stay text')).toBeInTheDocument();
});

it('says so when no plan is on sale', () => {
  render(<PlanAccordions plans={[]} />);
  expect(screen.getByText('No Subscription Plans Available')).toBeInTheDocument();
});
