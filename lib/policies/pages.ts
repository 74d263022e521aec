import type { PolicyKey } from '@/lib/policies/calls';

/** What search engines and share previews say of each policy page, by its stored key. */
export const policyPageMetadata = {
  privacypolicy: {
    path: '/privacypolicy',
    title: 'Privacy Policy',
    description:
      'How FRCR Viva collects, uses and protects your personal data, who we share it with, how long we keep it and the rights you have under UK data protection law.',
  },
  termsAndCondition: {
    path: '/termsandconditions',
    title: 'Terms and Conditions',
    description:
      'The terms for using FRCR Viva: accounts, subscription plans and payment, live sessions, acceptable use of the course materials and our liability.',
  },
  cancellationAndRefundPolicy: {
    path: '/cancellationandrefundpolicy',
    title: 'Cancellation and Refund Policy',
    description:
      'How to cancel an FRCR Viva plan, your 14-day right to cancel, refunds for live sessions and how refunds are paid.',
  },
} as const satisfies Record<PolicyKey, { path: string; title: string; description: string }>;
