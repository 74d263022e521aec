import path from 'node:path';

import { dataDir } from '@/lib/data-dir';
import { isPublicDeployment } from '@/lib/deployment';

export const outboxDir = () => path.join(dataDir(), 'outbox');
export const uploadsDir = () => path.join(dataDir(), 'uploads');
export const mailFrom = () => process.env.MAIL_FROM ?? 'FRCR Viva <no-reply@frcrviva.co.uk>';
/** Hosted lesson files (the demo lessons are committed there); LESSON_MEDIA_DIR moves them. */
export const lessonMediaDir = () =>
  path.resolve(process.env.LESSON_MEDIA_DIR ?? path.join('media', 'lessons'));
/** Lesson files and captions uploaded in the console; LESSON_UPLOAD_DIR moves them. */
export const lessonUploadDir = () =>
  path.resolve(process.env.LESSON_UPLOAD_DIR ?? path.join(dataDir(), 'lesson-media'));

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
  /**
   * The demo checkout: on only while no real provider is configured, unless switched off; in a
   * public deployment only when switched on (docs/payments.md).
   */
  demo: boolean;
};

/**
 * Payment providers from the environment. A provider counts as configured when both its public
 * and secret keys are set; the demo checkout is never offered beside a real one, and in a public
 * deployment only when DEMO_CHECKOUT=on asks for it.
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
  const demoSwitch = value('DEMO_CHECKOUT')?.toLowerCase();
  const demo =
    !razorpay &&
    !paypal &&
    (demoSwitch === 'on' || (demoSwitch !== 'off' && !isPublicDeployment(env)));
  return { razorpay, paypal, demo };
}
