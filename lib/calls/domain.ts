/**
 * Limits and constants of the domain, in a module without zod so the database schema and
 * browser code can import them cheaply.
 */

/** Comments, feedback and site feedback descriptions (spec: at most 1000 characters). */
export const TEXT_LIMIT = 1000;
export const OTP_LENGTH = 6;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** isSubscribe / subscription flags: 1 means subscribed. */
export const SUBSCRIBED = 1;
/** Ids are PostgreSQL `integer`s: anything larger cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** Pages of server-supplied policy HTML, by the key the API knows them under. */
export const POLICY_KEYS = [
  'termsAndCondition',
  'privacypolicy',
  'cancellationAndRefundPolicy',
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** What a comment is attached to: a lesson or a case. */
export const COMMENT_TYPES = ['VIDEO', 'SHORT'] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

/** Site feedback from the profile, or feedback on one lesson. */
export const FEEDBACK_TYPES = ['WEBSITE', 'VIDEO'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The providers a browser may name for a purchase. */
export const TRANSACTION_TYPES = ['PayPal', 'Razorpay'] as const;
/** Every provider a payment order can be opened with: the demo checkout runs without keys. */
export const CHECKOUT_PROVIDERS = [...TRANSACTION_TYPES, 'Demo'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];
/**
 * Where a purchase can come from: a checkout, or access an operator granted by hand from the
 * console (no money, no order).
 */
export const PAYMENT_PROVIDERS = [...CHECKOUT_PROVIDERS, 'Grant'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** A payment order's life on the server. */
export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** Playback speeds a student may choose for the lessons; the stored preference is one of them. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** The zone live sessions are scheduled in, stored with each session and shown on its card. */
export const SESSION_TIME_ZONE = 'Europe/London';
