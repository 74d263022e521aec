import { z } from 'zod';

import { consolePlanHref } from './links';

import { consoleStudentMessages } from '../accounts/texts';
import { CONTENT_CACHE_TAGS } from '../cache/tags';
import { defineCall } from '../calls/define-call';
import { CHECKOUT_PROVIDERS, PAYMENT_PROVIDERS, TRANSACTION_TYPES } from '../calls/domain';
import {
  EMAIL_MAX_LENGTH,
  empty,
  idField,
  nameField,
  providerIdField,
  requiredText,
  typedText,
  limitField,
  offsetField,
} from '../calls/fields';
import { planEndpoints } from './endpoints';
import { consolePlanEndpoints } from './console-endpoints';
import {
  BULK_GRANT_MAX,
  consolePlanMessages,
  GRANT_COHORT_MAX,
  GRANT_DAYS_MAX,
  GRANT_REASON_MAX,
  grantMessages,
  PLAN_CURRENCY,
  PLAN_LIMITS,
} from './texts';

const planSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  /** Price in pounds sterling. */
  price: z.number(),
  currency: z.literal(PLAN_CURRENCY),
  /** The period shown beside the price, e.g. "3 Months" or "Single Session". */
  subTitle: z.string(),
  description: z.array(z.object({ title: z.string(), detail: z.string() })),
  /** 1 while the student holds a current (or already renewed) purchase of the plan. */
  isPurchased: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

const planHistoryItemSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  /** What the student paid, in pounds. */
  price: z.number(),
  subTitle: z.string(),
  /** ISO timestamps; null when not applicable (a single session has no period). */
  created: z.string().nullable(),
  startOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type PlanHistoryItem = z.infer<typeof planHistoryItemSchema>;

const planId = idField('Plan does not exist');
const orderId = idField('Payment not found');
const providerText = (max: number) =>
  z
    .string({ error: 'The payment could not be verified.' })
    .trim()
    .min(1, { error: 'The payment could not be verified.' })
    .max(max, { error: 'The payment could not be verified.' })
    .regex(/^[\x21-\x7E]*$/, { error: 'The payment could not be verified.' });

const purchaseSchema = z.object({
  planId,
  /** PayPal: the order id that was captured. Razorpay: the payment id. */
  transactionId: providerIdField(100).pipe(
    z.string().min(1, { error: 'A transaction id is required' }),
  ),
  transactionType: z.enum(TRANSACTION_TYPES, { error: 'Payment type must be PayPal or Razorpay' }),
  /** Razorpay signs order_id|payment_id; both are needed to verify the payment on the server. */
  orderId: providerIdField(100).optional(),
  signature: providerIdField(200).optional(),
});

/**
 * How a payment ended, as the payment status page shows it: recorded (`success`),
 * still with the provider (`pending`), nothing paid (`cancelled`), refused by the provider
 * (`failed`), or paid but not recordable (`processingFailed`, e.g. the amount did not match).
 */
const PAYMENT_OUTCOMES = ['success', 'pending', 'cancelled', 'failed', 'processingFailed'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

const paymentStatusSchema = z.object({
  /** Our order id, the one /paymentstatus?order= names. */
  orderId: z.number().int(),
  provider: z.enum(CHECKOUT_PROVIDERS),
  outcome: z.enum(PAYMENT_OUTCOMES),
  /** What happened, in words: the provider's description of a failure, or ours. */
  message: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  subTitle: z.string(),
  /** In pounds. */
  amount: z.number(),
  currency: z.literal(PLAN_CURRENCY),
  /** The recorded transaction (PayPal order id, Razorpay payment id); null until paid. */
  transactionId: z.string().nullable(),
  startOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

const checkoutOptionsSchema = z.object({
  /** PayPal's public client id, when PayPal is configured. */
  paypal: z.object({ clientId: z.string() }).nullable(),
  /** Razorpay's public key id, when Razorpay is configured. */
  razorpay: z.object({ keyId: z.string() }).nullable(),
  /** The demo checkout: only while no real provider is configured, and not switched off. */
  demo: z.boolean(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

const paymentOrderSchema = z.object({
  orderId: z.number().int(),
  provider: z.enum(CHECKOUT_PROVIDERS),
  /** The provider's order id: PayPal's buttons and Razorpay's checkout open it. */
  providerOrderId: z.string(),
  planId: z.number().int(),
  planName: z.string(),
  amount: z.number(),
  currency: z.literal(PLAN_CURRENCY),
  /** Razorpay Checkout's options: amount in pence, description, prefill. */
  checkout: z
    .object({
      key: z.string(),
      amount: z.number().int(),
      currency: z.literal(PLAN_CURRENCY),
      description: z.string(),
      prefill: z.object({ name: z.string(), email: z.string() }),
    })
    .nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const createPaymentOrderSchema = z.object({
  planId,
  provider: z.enum(CHECKOUT_PROVIDERS, { error: 'Choose a payment method' }),
});

const confirmPaymentSchema = z.object({
  orderId,
  /** Razorpay's razorpay_payment_id from the checkout; PayPal and the demo send none. */
  paymentId: providerText(100).optional(),
  /** Razorpay's razorpay_signature over order_id|payment_id. */
  signature: providerText(200).optional(),
});

const grantFields = {
  planId: idField(grantMessages.choosePlan),
  /** Days of access on top of what the student holds; the plan's own period when absent. */
  days: z
    .number({ error: grantMessages.daysRange })
    .int({ error: grantMessages.daysRange })
    .min(1, { error: grantMessages.daysRange })
    .max(GRANT_DAYS_MAX, { error: grantMessages.daysRange })
    .optional(),
  reason: requiredText(grantMessages.reasonRequired).pipe(
    z.string().max(GRANT_REASON_MAX, { error: grantMessages.reasonTooLong }),
  ),
};

const anEmail = z.email();

/** A pasted cohort: each address once, lower case, every one an address. */
const emailList = z
  .array(z.string({ error: grantMessages.emailsRequired }).max(EMAIL_MAX_LENGTH), {
    error: grantMessages.emailsRequired,
  })
  .transform((list) => [...new Set(list.map((email) => email.trim().toLowerCase()))])
  .pipe(
    z
      .array(z.string())
      .min(1, { error: grantMessages.emailsRequired })
      .max(BULK_GRANT_MAX, { error: grantMessages.tooManyEmails }),
  )
  .superRefine((list, context) => {
    const wrong = list.filter((email) => !anEmail.safeParse(email).success);
    if (wrong.length > 0)
      context.addIssue({ code: 'custom', message: grantMessages.notEmails(wrong) });
  });

/** A price in pounds as typed ('349', '349.5', '£349.00') or sent (349.5): stored as '349.50'. */
const priceField = z
  .union([z.string(), z.number()], { error: consolePlanMessages.price })
  .transform((value, ctx) => {
    const text = String(value).trim().replace(/^£\s*/, '');
    const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: consolePlanMessages.price });
      return z.NEVER;
    }
    const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (pence < 1 || pence > Number(PLAN_LIMITS.priceMax) * 100) {
      ctx.addIssue({ code: 'custom', message: consolePlanMessages.priceRange });
      return z.NEVER;
    }
    return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
  });

const featureRowSchema = z.object({
  title: requiredText(consolePlanMessages.featureTitleRequired).pipe(
    z.string().max(PLAN_LIMITS.featureTitle, { error: consolePlanMessages.featureTitleTooLong }),
  ),
  detail: typedText()
    .trim()
    .max(PLAN_LIMITS.featureDetail, { error: consolePlanMessages.featureDetailTooLong })
    .default(''),
});

/** The periods a plan can have: a number of days, or none (a Single Session). */
const PLAN_PERIODS = ['days', 'single'] as const;

/**
 * What an operator writes about a plan. `period: 'single'` is a plan without a period: each
 * purchase of it is one live session booking, not access to the library (subscription-status.ts);
 * its durationDays is ignored.
 */
const planShape = {
  name: nameField(
    consolePlanMessages.nameRequired,
    PLAN_LIMITS.name,
    consolePlanMessages.nameTooLong,
  ),
  price: priceField,
  period: z.enum(PLAN_PERIODS, { error: consolePlanMessages.choosePeriod }),
  durationDays: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.coerce.number({ error: consolePlanMessages.days }),
    ])
    .pipe(
      z
        .number({ error: consolePlanMessages.days })
        .int({ error: consolePlanMessages.days })
        .min(1, { error: consolePlanMessages.days })
        .max(PLAN_LIMITS.durationDays, { error: consolePlanMessages.days })
        .nullable(),
    )
    .default(null),
  subTitle: nameField(
    consolePlanMessages.subTitleRequired,
    PLAN_LIMITS.subTitle,
    consolePlanMessages.subTitleTooLong,
  ),
  position: z.coerce
    .number({ error: consolePlanMessages.order })
    .int({ error: consolePlanMessages.order })
    .min(0, { error: consolePlanMessages.order })
    .max(PLAN_LIMITS.position, { error: consolePlanMessages.order })
    .default(0),
  features: z
    .array(featureRowSchema, { error: consolePlanMessages.featureTitleRequired })
    .max(PLAN_LIMITS.features, { error: consolePlanMessages.tooManyFeatures })
    .default([]),
};

/** A period in days needs its number of days; a Single Session ignores it. */
const periodHasDays = (plan: { period: string; durationDays: number | null }) =>
  plan.period === 'single' || plan.durationDays !== null;
const periodRule = { error: consolePlanMessages.days, path: ['durationDays'] };

const newPlanSchema = z.object(planShape).refine(periodHasDays, periodRule);
export type PlanFields = z.output<typeof newPlanSchema>;

const consolePlanSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  /** Pounds with two decimals, as stored ("349.00"). */
  price: z.string(),
  subTitle: z.string(),
  /** Null for a Single Session. */
  durationDays: z.number().int().nullable(),
  position: z.number().int(),
  onSale: z.boolean(),
  features: z.array(z.object({ title: z.string(), detail: z.string() })),
  /** Purchases of it, refunded ones included. */
  purchases: z.number().int(),
});
export type ConsolePlan = z.infer<typeof consolePlanSchema>;

const planIdField = idField(consolePlanMessages.notFound);

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

export const planCalls = {
  listPlans: defineCall(planEndpoints.listPlans, {
    request: z.object({ planId: planId.optional() }),
    data: z.array(planSchema),
  }),
  planHistory: defineCall(planEndpoints.planHistory, {
    sendsStudentId: true,
    request: z.object({}).strip(),
    data: z.array(planHistoryItemSchema),
  }),
  /**
   * The original API's purchase call. Here it grants nothing on the browser's word: the transaction must
   * belong to an order the server opened for this student and plan, and the provider must
   * confirm it (Razorpay's signature and payment, PayPal's capture).
   */
  recordPurchase: defineCall(planEndpoints.recordPurchase, {
    request: purchaseSchema,
    data: z.object({
      planId: z.number().int(),
      transactionId: z.string(),
      transactionType: z.string(),
      startOn: z.string(),
      expiresOn: z.string().nullable(),
    }),
  }),
  // Extensions: the server opens every order and verifies every payment itself.
  checkoutOptions: defineCall(planEndpoints.checkoutOptions, {
    request: z.object({}).strip(),
    data: checkoutOptionsSchema,
  }),
  createPaymentOrder: defineCall(planEndpoints.createPaymentOrder, {
    request: createPaymentOrderSchema,
    data: paymentOrderSchema,
  }),
  /** After the checkout: verify with the provider and record the purchase, once. */
  confirmPayment: defineCall(planEndpoints.confirmPayment, {
    request: confirmPaymentSchema,
    data: paymentStatusSchema,
  }),
  /** The server's record of one of the student's orders, checked with the provider if open. */
  paymentStatus: defineCall(planEndpoints.paymentStatus, {
    request: z.object({ orderId }),
    data: paymentStatusSchema,
  }),
  // The console's money (docs/console.md, "Purchases").
  listPurchasesForConsole: defineCall(consolePlanEndpoints.listPurchasesForConsole, {
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
  moneySummary: defineCall(consolePlanEndpoints.moneySummary, {
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
  refundPurchase: defineCall(consolePlanEndpoints.refundPurchase, {
    request: z.object({ purchaseId: idField('Choose a purchase') }),
    data: z.object({
      purchaseId: z.number().int(),
      refundId: z.string(),
      state: z.enum(['refunded', 'pending']),
    }),
  }),
  // The console's grants (lib/plans/access-grants.ts).
  /** The plans access can be granted to: those with a period (not a single session). */
  listGrantablePlans: defineCall(consolePlanEndpoints.listGrantablePlans, {
    request: empty,
    data: z.array(
      z.object({
        planId: z.number().int(),
        name: z.string(),
        subTitle: z.string(),
        durationDays: z.number().int(),
      }),
    ),
  }),
  /** Access for one student: a purchase of the plan for nothing, from the end of what they hold. */
  grantAccess: defineCall(consolePlanEndpoints.grantAccess, {
    request: z.object({ studentId: idField(consoleStudentMessages.chooseStudent), ...grantFields }),
    data: z.object({
      studentId: z.number().int(),
      purchaseId: z.number().int(),
      expiresOn: z.string(),
    }),
  }),
  /** The same for every student of a pasted list; addresses without an account are named. */
  grantAccessInBulk: defineCall(consolePlanEndpoints.grantAccessInBulk, {
    request: z.object({
      emails: emailList,
      ...grantFields,
      /** A cohort to put the students in, made when none has this name; none when empty. */
      cohort: z
        .string()
        .trim()
        .max(GRANT_COHORT_MAX, { error: grantMessages.cohortTooLong })
        .optional()
        .transform((name) => name || undefined),
    }),
    data: z.object({
      granted: z.number().int(),
      unknown: z.array(z.string()),
      cohortId: z.number().int().nullable(),
    }),
  }),
  // The console's plans (lib/plans/console-plans.ts).
  /** Every plan in the order /subscription shows them, on sale or not. */
  listPlansForConsole: defineCall(consolePlanEndpoints.listPlansForConsole, {
    request: empty,
    data: z.array(consolePlanSchema),
  }),
  consolePlanDetails: defineCall(consolePlanEndpoints.consolePlanDetails, {
    request: z.object({ planId: planIdField }),
    data: consolePlanSchema,
  }),
  /** A new plan, off sale: students see it once it is put on sale. */
  createPlan: defineCall(consolePlanEndpoints.createPlan, {
    request: newPlanSchema,
    data: z.object({ planId: z.number().int() }),
    opens: ({ planId }) => consolePlanHref(planId),
  }),
  /**
   * A plan's name, price, period, order and feature rows. A new price is what new orders pay; an
   * order already opened keeps the amount it was opened with.
   */
  updatePlan: defineCall(consolePlanEndpoints.updatePlan, {
    // The session pages name the plan whose students may join.
    invalidates: [CONTENT_CACHE_TAGS.sessions],
    request: z.object({ planId: planIdField, ...planShape }).refine(periodHasDays, periodRule),
    data: z.object({ planId: z.number().int() }),
  }),
  /** Puts a plan on sale, or takes it off: off sale, nobody buys it; purchases keep working. */
  setPlanOnSale: defineCall(consolePlanEndpoints.setPlanOnSale, {
    request: z.object({
      planId: planIdField,
      onSale: z.boolean({ error: consolePlanMessages.sayOnSale }),
    }),
    data: z.object({ planId: z.number().int(), onSale: z.boolean() }),
  }),
};
