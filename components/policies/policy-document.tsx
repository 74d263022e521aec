import { notFound } from 'next/navigation';

import { loadPolicy } from '@/lib/feedback/loaders';
import { sanitizePolicyHtml } from '@/lib/policies/policy-html';
import type { PolicyKey } from '@/lib/policies/calls';

import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

/** Typography for the stored HTML, which arrives without classes of its own. */
const documentStyles = [
  'text-[1.0625rem] leading-8 text-slate-700',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-brand-700',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:text-slate-600',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2',
  '[&>*:first-child]:mt-0',
].join(' ');

/**
 * A policy page: the stored title as the page heading and the stored HTML, sanitised here on
 * the server, as the document. A key with no stored page answers 404.
 */
export async function PolicyDocument({ policyKey }: { policyKey: PolicyKey }) {
  const policy = await loadPolicy(policyKey);
  if (!policy) notFound();
  return <PolicyArticle title={policy.title} html={policy.html} />;
}

/**
 * A policy text as its public page shows it, sanitised on render whatever was stored: the
 * public page and the console's preview of a draft both draw it.
 */
export function PolicyArticle({ title, html }: { title: string; html: string }) {
  const policy = { title, html };
  return (
    <>
      <BreadcrumbBanner
        title={policy.title}
        items={[{ label: 'Home', href: '/' }, { label: policy.title }]}
      />
      <Container className="py-12 sm:py-16">
        <article
          className={`mx-auto max-w-3xl ${documentStyles}`}
          dangerouslySetInnerHTML={{
            __html: sanitizePolicyHtml(policy.html, { title: policy.title }),
          }}
        />
      </Container>
    </>
  );
}
