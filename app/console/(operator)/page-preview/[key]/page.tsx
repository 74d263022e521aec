import type { Metadata } from 'next';

import { loadConsoleRecordPage, policyPageRecord } from '@/lib/platform/console-record-page';
import { consolePolicyHref } from '@/lib/policies/links';

import { PolicyArticle } from '@/components/policies/policy-document';
import { ReadAlert } from '@/components/console/read-alert';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Page Preview' };

type Props = { params: Promise<{ key: string }> };

/**
 * A policy page's draft drawn by the public page's own component, sanitised on render as the
 * public page will be; the published text when there is no draft.
 */
export default async function ConsolePolicyPreviewPage({ params }: Props) {
  const page = await loadConsoleRecordPage('consolePolicyPage', params, policyPageRecord);
  if (!page) return null;
  if (page.kind !== 'listed') return <ReadAlert message={page.message} />;
  const { key, data } = page;

  return (
    <>
      <p
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        <span>
          {data.hasDraft
            ? 'Preview of the draft: visitors still see the published text.'
            : 'No draft: this is the published text.'}
        </span>
        <IntentLink href={consolePolicyHref(key)} className="font-semibold text-brand-700">
          ← Back to the editor
        </IntentLink>
      </p>
      <div className="mt-6 overflow-hidden rounded-2xl ring-1 ring-slate-200">
        <PolicyArticle title={data.draftTitle ?? data.title} html={data.draftHtml ?? data.html} />
      </div>
    </>
  );
}
