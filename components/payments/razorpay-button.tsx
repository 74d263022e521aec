'use client';

import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { confirmAndShow, openOrder, showStatus } from '@/components/payments/payment-flow';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};
type RazorpayCheckout = { open(): void; on(event: 'payment.failed', listener: () => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's Checkout script, loaded by the payment page only and once. */
function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const found = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
    if (found) return resolve(found);
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay Checkout did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

type Props = {
  planId: number;
  disabled: boolean;
  onBusy(busy: boolean): void;
  onProcessing(): void;
};

/**
 * Razorpay Checkout for an order the server opened (amount = price × 100 in pence, GBP,
 * "Purchase {plan}", prefilled with the student). The handler's signature goes to the server,
 * which verifies it against the order id it stored.
 */
export function RazorpayButton({ planId, disabled, onBusy, onProcessing }: Props) {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadCheckout().catch(() => setFailed(true));
  }, []);

  async function pay() {
    onBusy(true);
    const order = await openOrder(planId, 'Razorpay');
    if (!order?.checkout) return onBusy(false);
    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await loadCheckout();
    } catch {
      setFailed(true);
      return onBusy(false);
    }
    let paid = false;
    const checkout = new Razorpay({
      key: order.checkout.key,
      amount: order.checkout.amount,
      currency: order.checkout.currency,
      name: 'FRCR Viva',
      description: order.checkout.description,
      order_id: order.providerOrderId,
      prefill: order.checkout.prefill,
      theme: { color: '#9a2424' },
      handler: (response: RazorpaySuccess) => {
        paid = true;
        onProcessing();
        void confirmAndShow(order.orderId, {
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        });
      },
      modal: {
        // Closed without a payment (or after failed attempts): the server tells which.
        ondismiss: () => {
          if (!paid) showStatus(order.orderId);
        },
      },
    });
    checkout.open();
  }

  return (
    <div>
      <Button
        size="lg"
        className="w-full bg-[#072654] hover:bg-[#0b3a7e]"
        disabled={disabled || failed}
        onClick={() => void pay()}
      >
        Pay with Razorpay
      </Button>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Razorpay Checkout could not be loaded. Please try again later.
        </p>
      ) : null}
    </div>
  );
}
