import path from 'node:path';

import { dataDir } from '@/lib/data-dir';

export const outboxDir = () => path.join(dataDir(), 'outbox');
export const uploadsDir = () => path.join(dataDir(), 'uploads');
export const mailFrom = () => process.env.MAIL_FROM ?? 'FRCR Viva <no-reply@frcrviva.co.uk>';
/** Hosted lesson files (the demo lessons are committed there); LESSON_MEDIA_DIR moves them. */
export const lessonMediaDir = () =>
  path.resolve(process.env.LESSON_MEDIA_DIR ?? path.join('media', 'lessons'));

/** PayPal's sandbox; set PAYPAL_API_BASE=https://api-m.paypal.com for live payments. */
const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

export type PaymentConfig = {
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | null } | null;
  paypal: {
    clientId: string;
    clientSecret: string;
    webhookId: string | null;
    apiBase: string;
  } | null;
  /** The demo checkout: on only while no real provider is configured, unless switched off. */
  demo: boolean;
};

/**
 * Payment providers from the environment. A provider counts as configured when both its public
 * and secret keys are set; the demo checkout is never offered beside a real one.
 */
export function paymentConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): PaymentConfig {
  const value = (name: string) => env[name]?.trim() || null;
  const keyId = value('RAZORPAY_KEY_ID');
  const keySecret = value('RAZORPAY_KEY_SECRET');
  const clientId = value('PAYPAL_CLIENT_ID');
  const clientSecret = value('PAYPAL_CLIENT_SECRET');
  const razorpay =
    keyId && keySecret
      ? { keyId, keySecret, webhookSecret: value('RAZORPAY_WEBHOOK_SECRET') }
      : null;
  const paypal =
    clientId && clientSecret
      ? {
          clientId,
          clientSecret,
          webhookId: value('PAYPAL_WEBHOOK_ID'),
          apiBase: (value('PAYPAL_API_BASE') ?? PAYPAL_SANDBOX_API).replace(/\/+$/, ''),
        }
      : null;
  const demo = !razorpay && !paypal && value('DEMO_CHECKOUT')?.toLowerCase() !== 'off';
  return { razorpay, paypal, demo };
}
