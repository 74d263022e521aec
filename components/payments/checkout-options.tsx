'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { CheckoutOptions } from '@/lib/plans/calls';
import { paymentMessages } from '@/lib/plans/texts';

import { confirmAndShow, openOrder } from '@/components/payments/payment-flow';
import { RazorpayButton } from '@/components/payments/razorpay-button';
import { Button } from '@/components/ui/button';

// PayPal's SDK loads only when PayPal is offered, and only on this page.
const PayPalButton = dynamic(
  () => import('@/components/payments/paypal-button').then((module) => module.PayPalButton),
  { ssr: false, loading: () => <p className="text-sm text-slate-500">Loading PayPal…</p> },
);

type Props = { planId: number; options: CheckoutOptions };

/** The checkouts this server offers for the plan, and the notice while the server works. */
export function CheckoutMethods({ planId, options }: Props) {
  const [busy, setBusy] = useState(false);
  const [processing, setProcessing] = useState(false);
  const offered = !!options.paypal || !!options.razorpay || options.demo;

  async function payDemo() {
    setBusy(true);
    const order = await openOrder(planId, 'Demo');
    if (!order) return setBusy(false);
    setProcessing(true);
    await confirmAndShow(order.orderId, {});
  }

  return (
    <div className="space-y-4">
      {processing ? (
        <p
          role="status"
          className="rounded-lg bg-brand-50 p-4 text-center font-semibold text-brand-800 ring-1 ring-brand-200"
        >
          {paymentMessages.processingPayment}
        </p>
      ) : null}
      {options.paypal ? (
        <PayPalButton
          clientId={options.paypal.clientId}
          planId={planId}
          disabled={busy || processing}
          onProcessing={() => setProcessing(true)}
        />
      ) : null}
      {options.razorpay ? (
        <RazorpayButton
          planId={planId}
          disabled={busy || processing}
          onBusy={setBusy}
          onProcessing={() => setProcessing(true)}
        />
      ) : null}
      {options.demo ? (
        <div className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-5">
          <p className="text-sm text-amber-900">{paymentMessages.demoNote}</p>
          <Button
            size="lg"
            variant="secondary"
            className="mt-4 w-full"
            disabled={busy || processing}
            onClick={() => void payDemo()}
          >
            {paymentMessages.demoLabel}
          </Button>
        </div>
      ) : null}
      {!offered ? (
        <p role="alert" className="text-center font-semibold text-red-700">
          {paymentMessages.providerUnavailable}
        </p>
      ) : null}
    </div>
  );
}
