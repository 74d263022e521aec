import { z } from 'zod';

import { defineCall } from '../calls/define-call';
import { CHECKOUT_PROVIDERS, PAYMENT_PROVIDERS } from '../calls/domain';
import { idField, limitField, offsetField, typedText } from '../calls/fields';
import { moneyEndpoints } from './money-endpoints';

/** Purchases per page of the console's list. */
export const PURCHASES_PAGE = 25;
/** The largest page the list answers: what the CSV export walks the purchases with. */
export const PURCHASES_EXPORT_PAGE = 5000;
/** The months the summary goes back, this one included. */
export const SUMMARY_MONTHS = 12;

/** Where a purchase stands: its period running or over, a single session, or refunded. */
const PURCHASE_STATES = ['active', 'ended', 'single session', 'refunded'] as const;

const purchaseRowSchema = z.object({
  purchaseId: z.number().int(),
  created: z.string(),
  student: z.object({ studentId: z.number().int(), fullName: z.string(), email: z.string() }),
  plan: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What the purchase is recorded under: PayPal's order id, Razorpay's payment id. */
  transactionId: z.string(),
  /** The provider's payment or capture id, where the order recorded one. */
  paymentId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  startOn: z.string(),
  expiresOn: z.string().nullable(),
  state: z.enum(PURCHASE_STATES),
  refundedAt: z.string().nullable(),
  refundId: z.string().nullable(),
});
export type ConsolePurchase = z.infer<typeof purchaseRowSchema>;

const monthSchema = z.object({
  /** 'YYYY-MM', in UK time. */
  month: z.string(),
  purchases: z.number().int(),
  /** Money taken by real providers, less what was refunded of it, per currency. */
  revenue: z.array(z.object({ currency: z.string(), amount: z.number() })),
  refunds: z.number().int(),
  /** Purchases through the demo checkout: recorded, no money taken. */
  demo: z.number().int(),
});

export const moneyCalls = {
  listPurchasesForConsole: defineCall(moneyEndpoints.listPurchasesForConsole, {
    request: z.object({
      /** Part of the buyer's email address. */
      q: typedText()
        .trim()
        .max(254, { error: 'Search for at most 254 characters' })
        .optional()
        .transform((value) => value || undefined),
      provider: z.enum(PAYMENT_PROVIDERS, { error: 'Choose a provider' }).optional(),
      limit: limitField(PURCHASES_PAGE, PURCHASES_EXPORT_PAGE),
      offset: offsetField,
    }),
    data: z.object({ list: z.array(purchaseRowSchema), total: z.number().int() }),
  }),
  moneySummary: defineCall(moneyEndpoints.moneySummary, {
    request: z.object({}).strip(),
    data: z.object({
      months: z.array(monthSchema),
      /** Students holding a current course now. */
      activeSubscribers: z.number().int(),
      /** Which checkouts this server takes money with. */
      liveProviders: z.array(z.enum(CHECKOUT_PROVIDERS)),
    }),
  }),
  /** Gives a purchase's money back through its provider and ends the access it gave. */
  refundPurchase: defineCall(moneyEndpoints.refundPurchase, {
    request: z.object({ purchaseId: idField('Choose a purchase') }),
    data: z.object({
      purchaseId: z.number().int(),
      refundId: z.string(),
      state: z.enum(['refunded', 'pending']),
    }),
  }),
};
