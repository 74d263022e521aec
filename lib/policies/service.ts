import { eq } from 'drizzle-orm';

import { pageMessages } from '@/lib/policies/calls';

import { contactMessages, policyPages } from '../db/schema';
import { notFound } from '../calls/service-error';
import type { Service } from '../calls/service';
import type { policyCalls } from './calls';

/** A policy page's stored HTML (sanitised again where it is rendered). */
export const policy: Service<typeof policyCalls.policy> = async (deps, _actor, { key }) => {
  const [page] = await deps.db.select().from(policyPages).where(eq(policyPages.key, key)).limit(1);
  if (!page) throw notFound(pageMessages.policyMissing);
  return {
    message: 'Success',
    data: { key, title: page.title, value: page.html, updated: page.updatedAt.toISOString() },
  };
};

/** Stores a contact message for the team. */
export const contact: Service<typeof policyCalls.contact> = async (
  deps,
  _actor,
  { email, message },
) => {
  await deps.db.insert(contactMessages).values({ email, message });
  return { message: pageMessages.contactSaved, data: null };
};
