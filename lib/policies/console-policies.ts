import { asc, eq } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { conflict, notFound, unprocessable } from '../calls/service-error';
import { auditedChange } from '../audit/audited-change';
import { recordAudit } from '../audit/audit-log';
import type { Executor } from '../db/client';
import { policyPages, type PolicyKey } from '../db/schema';
import { cleanPolicyHtml } from './policy-html';
import { consolePolicyMessages } from './texts';
import type { policyCalls } from './calls';

/*
 * The console's side of the policy pages (docs/console.md): an operator edits a draft, which is
 * sanitised when it is saved, previews it as the public page will render it, and publishes it.
 * The pages are required legal texts, so there is no unpublishing.
 */

const summaryOf = (page: typeof policyPages.$inferSelect) => ({
  key: page.key,
  title: page.title,
  updated: page.updatedAt.toISOString(),
  hasDraft: page.draftHtml !== null,
});

/** The page under `key`, locked for a write, or the refusal that there is none. */
async function lockedPage(tx: Executor, key: PolicyKey) {
  const [page] = await tx.select().from(policyPages).where(eq(policyPages.key, key)).for('update');
  if (!page) throw notFound(consolePolicyMessages.notFound);
  return page;
}

export const listPolicyPagesForConsole: Service<
  typeof policyCalls.listPolicyPagesForConsole
> = async (deps) => {
  const pages = await deps.db.select().from(policyPages).orderBy(asc(policyPages.id));
  return { message: consolePolicyMessages.listed, data: pages.map(summaryOf) };
};

export const consolePolicyPage: Service<typeof policyCalls.consolePolicyPage> = async (
  deps,
  _operator,
  { key },
) => {
  const [page] = await deps.db.select().from(policyPages).where(eq(policyPages.key, key));
  if (!page) throw notFound(consolePolicyMessages.notFound);
  return {
    message: consolePolicyMessages.listed,
    data: {
      ...summaryOf(page),
      html: page.html,
      draftTitle: page.draftTitle,
      draftHtml: page.draftHtml,
    },
  };
};

/**
 * Stores the title and the sanitised text as the page's draft. What the editor started from (the
 * draft, or the published text when there is none) saved again writes nothing.
 */
export const savePolicyDraft: Service<typeof policyCalls.savePolicyDraft> = async (
  deps,
  operator,
  { key, title, html },
) => {
  const { html: clean, removed } = cleanPolicyHtml(html);
  if (clean.trim() === '') throw unprocessable(consolePolicyMessages.emptyAfterCleaning);
  const saved = await deps.db.transaction(async (tx) => {
    const before = await lockedPage(tx, key);
    const current = {
      title: before.draftTitle ?? before.title,
      html: before.draftHtml ?? before.html,
    };
    if (current.title === title && current.html === clean) return false;
    const [after] = await tx
      .update(policyPages)
      // The published text's date stays: a draft changes nothing visitors see.
      .set({ draftTitle: title, draftHtml: clean, updatedAt: before.updatedAt })
      .where(eq(policyPages.key, key))
      .returning();
    await recordAudit(tx, operator, {
      action: 'policy.draft_saved',
      targetType: 'policy_page',
      targetId: key,
      before,
      after: { ...after!, removedOnSave: removed },
    });
    return true;
  });
  const said = saved ? consolePolicyMessages.draftSaved : consolePolicyMessages.unchanged;
  return {
    message: removed.length ? `${said} ${consolePolicyMessages.removedOnSave(removed)}` : said,
    data: { key, saved, removed },
  };
};

/** Makes the draft the published title and text, and clears it. */
export const publishPolicyPage: Service<typeof policyCalls.publishPolicyPage> = async (
  deps,
  operator,
  { key },
) => {
  await deps.db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: policyPages,
      where: eq(policyPages.key, key),
      missing: () => notFound(consolePolicyMessages.notFound),
      check(before) {
        if (before.draftTitle === null || before.draftHtml === null) {
          throw conflict(consolePolicyMessages.noDraft);
        }
      },
      set: (before) => ({
        title: before.draftTitle!,
        html: before.draftHtml!,
        draftTitle: null,
        draftHtml: null,
        updatedAt: deps.now(),
      }),
      action: 'policy.published',
      targetType: 'policy_page',
      targetId: key,
    }),
  );
  return { message: consolePolicyMessages.published, data: { key } };
};

/** Drops the draft; the published text is untouched. */
export const discardPolicyDraft: Service<typeof policyCalls.discardPolicyDraft> = async (
  deps,
  operator,
  { key },
) => {
  await deps.db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: policyPages,
      where: eq(policyPages.key, key),
      missing: () => notFound(consolePolicyMessages.notFound),
      check(before) {
        if (before.draftHtml === null) throw conflict(consolePolicyMessages.noDraftToDiscard);
      },
      // The published text's date stays: a draft changes nothing visitors see.
      set: (before) => ({ draftTitle: null, draftHtml: null, updatedAt: before.updatedAt }),
      action: 'policy.draft_discarded',
      targetType: 'policy_page',
      targetId: key,
    }),
  );
  return { message: consolePolicyMessages.discarded, data: { key } };
};
