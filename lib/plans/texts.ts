/*
 * The plans' and payments' words and formats, apart from the call schemas so that the browser's
 * plan and payment screens can use them without shipping zod.
 */

import { formatter } from '@/lib/formatter';

const SINGLE_SESSION = 'Single Session';
/** The plan name a history card shows when the plan has none. */
export const DEFAULT_PLAN_NAME = 'Marathon Course';
export const PLAN_CURRENCY = 'GBP';

/** The plans pages' and the profile tab's words. */
export const planMessages = {
  listed: 'Plans fetched successfully',
  historyListed: 'Plan history fetched successfully',
  loginRequiredTitle: 'Login Required',
  loginNow: 'Login Now',
  loginToView: 'Please login to view subscription plans',
  loginToPurchase: 'Please login to purchase a subscription',
  loadFailed: 'Failed to load subscription plans',
  purchasesUnavailable:
    'Purchases are unavailable at the moment: no payment method is set up yet. Please try again later.',
  noPlans: 'No Subscription Plans Available',
  buyNow: 'Buy Now',
  alreadyPurchased: 'Already Purchased',
  planMissing: 'Plan does not exist',
  noHistory: 'No Active Subscriptions',
  browsePlans: 'Browse Plans',
  renewPlan: 'Renew Plan',
  date: 'Date',
  startDate: 'Start Date',
  endDate: 'End Date',
  notAvailable: 'N/A',
} as const;

/** The payment page's and the payment status page's words. */
export const paymentMessages = {
  payableAmount: 'Payable Amount',
  processingPayment: 'Processing payment, please wait...',
  processingPurchase: 'Processing Purchase...',
  successTitle: 'Payment Successful',
  processingFailedTitle: 'Purchase Processing Failed',
  cancelledTitle: 'Payment Cancelled',
  failedTitle: 'Payment Failed',
  pendingTitle: 'Payment Pending',
  failedFallback: 'Something went wrong. Please try again later.',
  contactSupport: 'Failed to process your purchase. Please contact support.',
  purchaseError: 'An error occurred while processing your purchase.',
  goHome: 'Go to Home',
  purchased: 'Thank you! Your purchase is recorded and your plan is active.',
  pending:
    'Your payment is being confirmed by the provider. Your plan starts as soon as it completes.',
  cancelled: 'No payment was taken for this order.',
  orderOpened: 'Payment order created',
  orderMissing: 'Payment not found',
  providerUnavailable: 'This payment method is not available.',
  providerDown: 'The payment provider could not be reached. Please try again.',
  verificationFailed: 'The payment could not be verified.',
  notRecorded: 'This payment has not been completed.',
  tooManyOrders: 'Too many payment attempts. Please wait a few minutes and try again.',
  demoLabel: 'Demo payment — no money moves',
  demoNote:
    'No payment provider is configured on this server, so this demo checkout records the purchase without taking any money.',
  purchaseDescription: (plan: string) => `Purchase ${plan}`,
  receiptSubject: (plan: string) => `Your FRCR Viva receipt: ${plan}`,
} as const;

const poundFormat = formatter(
  () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: PLAN_CURRENCY }),
);

/** "£349.00": prices and amounts as the plans pages, the profile and the receipt show them. */
export function formatPounds(amount: number): string {
  return poundFormat().format(amount);
}

/**
 * A plan date as the profile shows it: en-GB, 2-digit day, short month, full year ("05 Mar
 * 2026"), on the UK calendar; "N/A" when there is none.
 */
export function formatPlanDate(value: string | Date | null | undefined): string {
  if (!value) return planMessages.notAvailable;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return planMessages.notAvailable;
  return date.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
}

/** Whether a plan (or a purchase of it) is a single session: one "Date", no period. */
export const isSingleSession = (subTitle: string) => subTitle.trim() === SINGLE_SESSION;

/** What the console's money calls answer, as operators read them. */
export const moneyMessages = {
  listed: 'Purchases fetched successfully',
  summarised: 'Summary fetched successfully',
  notFound: 'Purchase not found',
  alreadyRefunded: 'This purchase has already been refunded.',
  refundUnderWay:
    'A refund of this purchase is already under way. Read the list again in a moment.',
  notRefundable: 'Only a purchase that was paid for can be refunded.',
  providerOff: (provider: string) =>
    `${provider} is not set up on this server, so its purchases cannot be refunded here.`,
  providerRefused: (provider: string) =>
    `${provider} did not accept the refund. Nothing was changed; try again, or refund it in the ${provider} dashboard.`,
  refunded: 'Refunded. The access it gave has ended.',
  refundPending: `Refund requested: the provider is sending the money back. The access it gave has ended.`,
} as const;

/** The longest access an operator grants at once, in days (two years). */
export const GRANT_DAYS_MAX = 730;
/** The longest reason a grant keeps in the audit log. */
export const GRANT_REASON_MAX = 500;
/** The most addresses one bulk grant takes (a hospital's cohort fits many times over). */
export const BULK_GRANT_MAX = 500;
/** The longest cohort name a bulk grant takes (a cohort's own form's limit, lib/insight). */
export const GRANT_COHORT_MAX = 120;
/** How many unknown addresses a bulk grant's answer names before it says "and N more". */
const UNKNOWN_NAMED = 20;

/**
 * The addresses of a pasted list: separated by commas, semicolons, spaces or new lines, lower
 * case (as accounts store them), each once, in the order pasted.
 */
export function splitAddressList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const listed = (addresses: readonly string[]) =>
  addresses.length > UNKNOWN_NAMED
    ? `${addresses.slice(0, UNKNOWN_NAMED).join(', ')} and ${addresses.length - UNKNOWN_NAMED} more`
    : addresses.join(', ');

const students = (count: number) => `${count} student${count === 1 ? '' : 's'}`;

/** What granting access by hand from the console says. */
export const grantMessages = {
  plansListed: 'Plans fetched successfully',
  choosePlan: 'Choose a course to grant',
  notACourse: 'Choose a course: a single session gives no period of access.',
  daysRange: `Days must be a whole number from 1 to ${GRANT_DAYS_MAX}`,
  reasonRequired: 'Give a reason for the grant',
  reasonTooLong: `A reason is at most ${GRANT_REASON_MAX} characters`,
  emailsRequired: 'Paste at least one email address',
  tooManyEmails: `At most ${BULK_GRANT_MAX} addresses at a time`,
  notEmails: (addresses: readonly string[]) =>
    `${addresses.length === 1 ? 'Not an email address' : 'Not email addresses'}: ${listed(addresses)}`,
  granted: (plan: string, until: string) => `Access to ${plan} granted until ${until}.`,
  bulkGranted: (count: number, plan: string, unknown: readonly string[]) =>
    [
      count === 0 ? 'Nobody was granted access.' : `${plan} granted to ${students(count)}.`,
      unknown.length > 0 ? `No account: ${listed(unknown)}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  inCohort: (name: string, created: boolean) =>
    created ? `They make up the new cohort ${name}.` : `They are in the cohort ${name}.`,
  cohortTooLong: `A cohort’s name is at most ${GRANT_COHORT_MAX} characters`,
  addressesFound: (count: number) => `${count} address${count === 1 ? '' : 'es'}`,
} as const;

/** Limits of what an operator writes about a plan. */
export const PLAN_LIMITS = {
  name: 100,
  subTitle: 40,
  features: 20,
  featureTitle: 200,
  featureDetail: 1000,
  /** Ten years: a longer period is a typing slip. */
  durationDays: 3650,
  position: 1000,
  /** £99,999.99: the column holds more, no plan costs that much. */
  priceMax: '99999.99',
} as const;

/** What the console's plan calls answer, success and refusal, as operators read them. */
export const consolePlanMessages = {
  listed: 'Plans fetched successfully',
  notFound: 'Plan not found',
  nameRequired: 'Give the plan a name',
  nameTooLong: `Names are at most ${PLAN_LIMITS.name} characters`,
  price: 'The price is pounds with at most two decimals, e.g. 349 or 349.00',
  priceRange: `The price is between £0.01 and £${PLAN_LIMITS.priceMax}`,
  choosePeriod: 'Choose a period in days or a Single Session',
  days: `The period is a whole number of days from 1 to ${PLAN_LIMITS.durationDays}`,
  subTitleRequired: 'Write how the period is shown, e.g. 6 Months',
  subTitleTooLong: `The period's text is at most ${PLAN_LIMITS.subTitle} characters`,
  order: `The order is a whole number from 0 to ${PLAN_LIMITS.position}`,
  featureTitleRequired: 'Every feature row has a title',
  featureTitleTooLong: `Feature titles are at most ${PLAN_LIMITS.featureTitle} characters`,
  featureDetailTooLong: `Feature details are at most ${PLAN_LIMITS.featureDetail} characters`,
  tooManyFeatures: `A plan has at most ${PLAN_LIMITS.features} feature rows`,
  sayOnSale: 'Say whether the plan is on sale',
  created: 'Plan saved off sale: students see it once you put it on sale.',
  saved: 'Plan saved.',
  unchanged: 'Nothing changed.',
  onSale: 'On sale: students see it on the plans page and can buy it.',
  offSale: 'Off sale: students no longer see it or buy it; what they bought keeps working.',
  periodKindFixed:
    'This plan has been bought, so it cannot change between a period and a Single Session: make a new plan instead.',
} as const;
