import type { PaymentConfig } from '../calls/config';
import { isPublicDeployment } from '../deployment';
import { createDemoAdapter } from './demo';
import { createPayPalAdapter } from './paypal';
import { createRazorpayAdapter } from './razorpay';
import type { PaymentProviders } from './types';

export { createDemoAdapter } from './demo';
export { toMinorUnits } from './money';
export { createPayPalAdapter } from './paypal';
export { createRazorpayAdapter } from './razorpay';
export * from './types';

/** The adapters a configuration enables: each configured provider, or the demo checkout. */
export function createPaymentProviders(config: PaymentConfig): PaymentProviders {
  const providers: PaymentProviders = {};
  if (config.razorpay) providers.Razorpay = createRazorpayAdapter(config.razorpay);
  if (config.paypal) providers.PayPal = createPayPalAdapter(config.paypal);
  if (config.demo) providers.Demo = createDemoAdapter();
  return providers;
}

/** One line for the start-up log: which checkouts this server offers. */
export function describePaymentProviders(
  config: PaymentConfig,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const real = [config.razorpay && 'Razorpay', config.paypal && 'PayPal'].filter(Boolean);
  if (real.length > 0) return `Payments: ${real.join(' and ')} (demo checkout off).`;
  if (config.demo) {
    return 'Payments: no provider keys are set, so the DEMO checkout is on: purchases are recorded without taking money (DEMO_CHECKOUT=off turns it off).';
  }
  if (isPublicDeployment(env) && env.DEMO_CHECKOUT?.trim().toLowerCase() !== 'off') {
    return 'Payments: no provider keys are set on this public deployment, so purchases are unavailable (the demo checkout stays off unless DEMO_CHECKOUT=on).';
  }
  return 'Payments: no provider is configured and the demo checkout is off; plans cannot be bought.';
}
