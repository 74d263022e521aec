import { eq } from 'drizzle-orm';

import { contactMessages, policyPages } from '../db/schema';
import { notFound } from '../errors';
import type { Handlers } from '../handler';

export const pageHandlers: Handlers = {
  async policy({ key }, { deps }) {
    const [page] = await deps.db
      .select()
      .from(policyPages)
      .where(eq(policyPages.key, key))
      .limit(1);
    if (!page) throw notFound('This page is not available.');
    return {
      message: 'Success',
      data: { key, title: page.title, value: page.html, updated: page.updatedAt.toISOString() },
    };
  },

  async contact({ email, message }, { deps }) {
    await deps.db.insert(contactMessages).values({ email, message });
    return { message: 'Thank you for your message. We will get back to you soon.', data: null };
  },
};
