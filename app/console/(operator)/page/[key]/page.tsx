import type { Metadata } from 'next';

import { loadConsoleRecordPage, policyPageRecord } from '@/lib/platform/console-record-page';
import { consolePolicyPreviewHref } from '@/lib/policies/links';
import { policyRoute, routes } from '@/lib/routes';

import { ReadAlert } from '@/components/console/read-alert';
import { StateBadge } from '@/components/console/state-badge';
import { PolicyDraftForm } from '@/components/policies/console/policy-draft-form';
import { PolicyPublishButtons } from '@/components/policies/console/policy-publish-buttons';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Page' };

type Props = { params: Promise<{ key: string }> };

/** One policy page: its draft (or the published text to start one), preview and publish. */
export default async function ConsolePolicyPage({ params }: Props) {
  const page = await loadConsoleRecordPage('consolePolicyPage', params, policyPageRecord);
  if (!page) return null;
  if (page.kind !== 'listed') return <ReadAlert message={page.message} />;
  const { key, data } = page;
  const publicPath = policyRoute(key).path;

  return (
    <>
      <p className="text-sm">
        <IntentLink href={routes.consolePolicyPages.path} className="font-semibold text-brand-700">
          ← Pages
        </IntentLink>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {data.title}
        {data.hasDraft ? <StateBadge size="title">Draft waiting</StateBadge> : null}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        Published at{' '}
        <a href={publicPath} className="text-brand-700 underline">
          {publicPath}
        </a>
        . Saving keeps a draft that visitors do not see; scripts, event handlers, styles and unsafe
        links are removed when it is saved, and again when the page is shown.
      </p>
      {data.hasDraft ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <span>A draft is waiting to be published.</span>
          <a
            href={consolePolicyPreviewHref(key)}
            className="font-semibold text-brand-700 underline"
          >
            Preview the draft
          </a>
          <PolicyPublishButtons policyKey={key} />
        </div>
      ) : null}
      <section aria-labelledby="draft" className="mt-8 max-w-4xl">
        <h2 id="draft" className="text-lg font-bold text-slate-900">
          {data.hasDraft ? 'Draft' : 'Edit (saved as a draft)'}
        </h2>
        <PolicyDraftForm
          policyKey={key}
          title={data.draftTitle ?? data.title}
          html={data.draftHtml ?? data.html}
        />
      </section>
    </>
  );
}
