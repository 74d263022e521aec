import type { Metadata } from 'next';

import { caseMessages } from '@/lib/cases/calls';
import { consoleCaseHref } from '@/lib/cases/links';
import { idParam, loadConsoleRecordPage } from '@/lib/platform/console-record-page';
import { manifestForSlices } from '@/lib/imaging/series';

import { CaseViewer } from '@/components/cases/case-viewer';
import { ClinicalHeader } from '@/components/cases/clinical-header';
import { ModelAnswerPanel } from '@/components/cases/model-answer';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { PreviewNote } from '@/components/console/preview-note';
import { ReadAlert } from '@/components/console/read-alert';

export const metadata: Metadata = { title: 'Case Preview' };

type Props = { params: Promise<{ id: string }> };

/**
 * A case as students will see it, draft or not: the public case page's own parts with the
 * console's copy of the case, its answer already revealed. Console pages are never indexed.
 */
export default async function ConsoleCasePreviewPage({ params }: Props) {
  const details = await loadConsoleRecordPage('consoleCaseDetails', params, {
    key: idParam,
    input: (caseId) => ({ caseId }),
  });
  if (!details) return null;
  if (details.kind !== 'listed') return <ReadAlert message={details.message} />;
  const item = details.data;
  const categoryTitle = caseMessages.categoryTitle(item.categoryName);
  // A long case shows its series, as the public case page does.
  const images = item.series.length > 0 ? item.series : item.image ? [item.image] : [];

  return (
    <>
      <PreviewNote back={{ href: consoleCaseHref(item.caseId), label: 'Back to the case' }}>
        Preview{item.published ? '' : ' of a draft'}: students see this page at its public address
        once the case and its category are published.
      </PreviewNote>
      <BreadcrumbBanner
        title={item.name}
        subtitle={categoryTitle}
        items={[{ label: 'Shorts' }, { label: categoryTitle }, { label: item.name }]}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-label="Case image" className="min-w-0">
          {images.length > 0 ? (
            <CaseViewer
              images={images}
              manifest={
                item.dicom.published
                  ? manifestForSlices(item.dicom.published.manifest, images)
                  : null
              }
              alt={`${item.categoryName} short case: ${item.name}`}
            />
          ) : (
            <p className="text-slate-600">No film yet.</p>
          )}
        </section>
        <aside className="space-y-6">
          <ClinicalHeader header={item} />
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <ModelAnswerPanel
              answer={{
                text: item.answer || null,
                keyFindings: item.keyFindings,
                normal: item.normal,
              }}
            />
          </div>
        </aside>
      </div>
    </>
  );
}
