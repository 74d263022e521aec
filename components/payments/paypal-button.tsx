'use client';

import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useRef } from 'react';

import { paymentMessages } from '@/lib/plans/texts';

import { confirmAndShow, openOrder, showStatus } from '@/components/payments/payment-flow';
import { notify } from '@/components/ui/notify';

type Props = {
  clientId: string;
  planId: number;
  disabled: boolean;
  onProcessing(): void;
};

/**
 * PayPal's buttons (the JS SDK, loaded by this component only). The order is opened and captured
 * by the server: the buttons only carry the buyer through PayPal's approval.
 */
export function PayPalButton({ clientId, planId, disabled, onProcessing }: Props) {
  const orderId = useRef<number | null>(null);

  return (
    <PayPalScriptProvider options={{ clientId, currency: 'GBP', intent: 'capture' }}>
      <PayPalButtons
        disabled={disabled}
        style={{ layout: 'horizontal', label: 'pay', tagline: false }}
        createOrder={async () => {
          const order = await openOrder(planId, 'PayPal');
          if (!order) throw new Error('The order could not be opened');
          orderId.current = order.orderId;
          return order.providerOrderId;
        }}
        onApprove={async () => {
          if (orderId.current === null) return;
          onProcessing();
          await confirmAndShow(orderId.current);
        }}
        onCancel={() => {
          if (orderId.current !== null) showStatus(orderId.current);
        }}
        onError={() => {
          if (orderId.current !== null) showStatus(orderId.current);
          else void notify.error(paymentMessages.failedFallback);
        }}
      />
    </PayPalScriptProvider>
  );
}
