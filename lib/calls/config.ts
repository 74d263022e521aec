import path from 'node:path';

import { dataDir } from '@/lib/data-dir';

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

const LOOPBACK_HOSTS = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether this server runs as a deployment students reach: a production build whose SITE_URL is
 * not this machine. A deployment that forgot its provider keys must not grant plans for nothing.
 */
export function isPublicDeployment(env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NODE_ENV !== 'production') return false;
  const siteUrl = env.SITE_URL?.trim();
  if (!siteUrl) return false;
  try {
    return !LOOPBACK_HOSTS.test(new URL(siteUrl).hostname);
  } catch {
    return true;
  }
}

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
