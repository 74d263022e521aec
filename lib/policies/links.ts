import { routes } from '@/lib/routes';
import type { PolicyKey } from '@/lib/calls/domain';

/** A policy page's editor in the console. */
export const consolePolicyHref = (key: PolicyKey) => `${routes.consolePolicyPage.path}/${key}`;

/** A policy page's draft as the public page will render it. */
export const consolePolicyPreviewHref = (key: PolicyKey) =>
  `${routes.consolePolicyPreview.path}/${key}`;
