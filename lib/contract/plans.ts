import { z } from 'zod';

import { defineCall } from './define-call';
import { TRANSACTION_TYPES } from './domain';
import { idField } from './fields';

export const SINGLE_SESSION = 'Single Session';

export const planSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  /** Price in pounds sterling. */
  price: z.number(),
  currency: z.literal('GBP'),
  /** The period shown beside the price, e.g. "3 Months" or "Single Session". */
  subTitle: z.string(),
  description: z.array(z.object({ title: z.string(), detail: z.string() })),
  isPurchased: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const planHistoryItemSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  price: z.number(),
  subTitle: z.string(),
  created: z.string().nullable(),
  startOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type PlanHistoryItem = z.infer<typeof planHistoryItemSchema>;

export const purchaseSchema = z.object({
  planId: idField('Plan does not exist'),
  /** PayPal: the order id that was captured. Razorpay: the payment id. */
  transactionId: z.string().trim().min(1, { error: 'A transaction id is required' }).max(100),
  transactionType: z.enum(TRANSACTION_TYPES, { error: 'Payment type must be PayPal or Razorpay' }),
  /** Razorpay signs order_id|payment_id; both are needed to verify the payment on the server. */
  orderId: z.string().trim().max(100).optional(),
  signature: z.string().trim().max(200).optional(),
});
export type PurchaseInput = z.input<typeof purchaseSchema>;

export const planCalls = {
  listPlans: defineCall({
    path: 'student/plan/list',
    method: 'POST',
    access: 'student',
    request: z.object({ planId: idField('Plan does not exist').optional() }),
    data: z.array(planSchema),
  }),
  planHistory: defineCall({
    path: 'student/booking/planhistory',
    method: 'POST',
    access: 'student',
    sendsStudentId: true,
    request: z.object({}).strip(),
    data: z.array(planHistoryItemSchema),
  }),
  recordPurchase: defineCall({
    path: 'student/booking/add',
    method: 'POST',
    access: 'student',
    request: purchaseSchema,
    data: z.object({
      planId: z.number().int(),
      transactionId: z.string(),
      transactionType: z.string(),
      startOn: z.string(),
      expiresOn: z.string().nullable(),
    }),
  }),
};
