import { render, screen } from '@testing-library/react';

import type { PaymentStatus } from '@/lib/plans/calls';

import { PaymentStatusCard } from './payment-status-card';

const status = (overrides: Partial<PaymentStatus>): PaymentStatus => ({
  orderId: 12,
  provider: 'PayPal',
  outcome: 'success',
  message: 'Thank you! Your purchase is recorded and your plan is active.',
  planId: 1,
  planName: 'Marathon Course',
  subTitle: '6 Months',
  amount: 349,
  currency: 'GBP',
  transactionId: '5O190127TN364715T',
  startOn: '2026-03-05T10:00:00.000Z',
  expiresOn: '2026-09-01T10:00:00.000Z',
  ...overrides,
});

it.each([
  ['success', 'Payment Successful'],
  ['processingFailed', 'Purchase Processing Failed'],
  ['cancelled', 'Payment Cancelled'],
  ['failed', 'Payment Failed'],
  ['pending', 'Payment Pending'],
] as const)('titles a %s order "%s"', (outcome, title) => {
  render(<PaymentStatusCard status={status({ outcome })} />);
  expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
});

it('shows the message, plan, amount, transaction id and Go to Home', () => {
  render(<PaymentStatusCard status={status({})} />);
  const card = screen.getByRole('region');
  expect(card).toHaveTextContent('Thank you! Your purchase is recorded and your plan is active.');
  expect(card).toHaveTextContent('PlanMarathon Course (6 Months)');
  expect(card).toHaveTextContent('Amount£349.00');
  expect(card).toHaveTextContent('Transaction ID5O190127TN364715T');
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
});

it('shows the provider’s description of a failure, and N/A before anything was paid', () => {
  render(
    <PaymentStatusCard
      status={status({
        outcome: 'failed',
        message: 'The payment was declined.',
        transactionId: null,
      })}
    />,
  );
  expect(screen.getByRole('region', { name: 'Payment Failed' })).toHaveTextContent(
    'The payment was declined.',
  );
  expect(screen.getByRole('region')).toHaveTextContent('Transaction IDN/A');
});

it('shows a refusal without an order, such as an unknown one', () => {
  render(<PaymentStatusCard status={{ outcome: 'failed', message: 'Payment not found' }} />);
  expect(screen.getByRole('region', { name: 'Payment Failed' })).toHaveTextContent(
    'Payment not found',
  );
  expect(screen.queryByText('Amount')).not.toBeInTheDocument();
});
