import { paymentMessages } from '@/lib/plans/texts';

import { Container } from '@/components/ui/container';

/** While the server checks the order with the provider and records the purchase. */
export default function PaymentStatusLoading() {
  return (
    <Container className="py-16">
      <section
        role="status"
        className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <h2 className="text-2xl font-bold text-slate-900">{paymentMessages.processingPurchase}</h2>
        <p className="mt-3 text-slate-600">{paymentMessages.processingPayment}</p>
      </section>
    </Container>
  );
}
