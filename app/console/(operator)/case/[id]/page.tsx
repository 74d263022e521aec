import type { Metadata } from 'next';

import { consoleCaseEndpoints } from '@/lib/cases/console-endpoints';
import { caseHref, consoleCasePreviewHref, consoleCategoryHref } from '@/lib/cases/links';
import { idParam, loadConsoleRecordPage } from '@/lib/platform/console-record-page';
import { roleMayCall } from '@/lib/access/roles';
import { SERIES_MAX_SLICES } from '@/lib/cases/facts';
import { sliceThumbnails } from '@/lib/imaging/series';

import { ReadAlert } from '@/components/console/read-alert';
import { StateBadge } from '@/components/console/state-badge';
import { MoveCaseButtons, PublishCaseButton } from '@/components/cases/console/case-buttons';
import { CaseForm } from '@/components/cases/console/case-form';
import { CaseSeriesEditor } from '@/components/cases/console/case-series-editor';
import { CaseDicomUpload } from '@/components/cases/console/case-dicom-upload';
import { DicomSeriesReport } from '@/components/cases/console/case-dicom-report';
import { PictureUploadForm } from '@/components/console/picture-upload-form';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Case' };

type Props = { params: Promise<{ id: string }> };

/** One case: its film, facts and model answer, its state and its place in its category. */
export default async function ConsoleCasePage({ params }: Props) {
  const details = await loadConsoleRecordPage('consoleCaseDetails', params, {
    key: idParam,
    input: (caseId) => ({ caseId }),
  });
  if (!details) return null;
  if (details.kind !== 'listed') return <ReadAlert message={details.message} />;
  const item = details.data;
  const editor = roleMayCall(consoleCaseEndpoints.updateCase, details.role);
  const visible = item.published && item.categoryPublished;

  return (
    <>
      <p className="text-sm">
        <IntentLink
          href={consoleCategoryHref(item.categoryId)}
          className="font-semibold text-brand-700"
        >
          ← {item.categoryName}
        </IntentLink>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {item.name}
        {item.published ? null : <StateBadge size="title">Draft</StateBadge>}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          {visible ? (
            <>
              Published at{' '}
              <a href={caseHref(item.caseId)} className="text-brand-700 underline">
                {caseHref(item.caseId)}
              </a>
            </>
          ) : item.published ? (
            'Published, but its category is a draft: students see it once the category is published.'
          ) : (
            'A draft: only the console sees it.'
          )}
        </span>
        {editor ? (
          <PublishCaseButton record={{ caseId: item.caseId }} published={item.published} />
        ) : null}
        <a
          href={consoleCasePreviewHref(item.caseId)}
          className="font-semibold text-brand-700 underline"
        >
          Preview
        </a>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Case {item.position} of {item.total} in its category
        {editor ? (
          <MoveCaseButtons
            record={{ caseId: item.caseId }}
            name={item.name}
            first={item.position === 1}
            last={item.position === item.total}
          />
        ) : null}
      </p>

      <section aria-labelledby="case-image" className="mt-8 max-w-3xl">
        <h2 id="case-image" className="text-lg font-bold text-slate-900">
          Image
        </h2>
        {editor ? (
          <>
            <p className="mt-1 text-sm text-slate-600">
              At most 5 MB; kept up to 2048 px on its longest side, re-encoded at high quality.
            </p>
            <PictureUploadForm
              call="uploadCaseImage"
              record={{ caseId: item.caseId }}
              current={item.image}
              label="Film"
            />
          </>
        ) : item.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the console shows the stored file as it is
          <img src={item.image} alt={item.name} className="mt-3 h-48 w-auto rounded-md" />
        ) : (
          <p className="mt-3 text-sm text-slate-600">No film yet.</p>
        )}
      </section>

      <section aria-labelledby="case-series" className="mt-8 max-w-3xl">
        <h2 id="case-series" className="text-lg font-bold text-slate-900">
          Series
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          With a series of 2 or more slices this case is drawn as a long case in practice papers.
          {editor
            ? ` Slices are added at the end in the order picked; each at most 5 MB, kept up to 1024 px, at most ${SERIES_MAX_SLICES} in a series.`
            : null}
        </p>
        <CaseSeriesEditor
          caseId={item.caseId}
          series={item.series}
          thumbnails={sliceThumbnails(item.series, item.dicom.published?.manifest ?? null)}
          editor={editor}
        />
        <h3 className="mt-6 font-bold text-slate-900">From DICOM</h3>
        <p className="mt-1 text-sm text-slate-600">
          {item.dicom.published
            ? `The series came in as DICOM: ${item.dicom.published.modality}, ${item.dicom.published.slices} slices with their true values (window and level on the stored 16 bits). `
            : null}
          {editor
            ? 'Upload one series as DICOM files or a zip of them (uncompressed, at most 320 MB): it is read, sorted by position and de-identified, and waits here until you publish it, replacing the slices above.'
            : null}
        </p>
        {item.dicom.pending ? (
          <DicomSeriesReport caseId={item.caseId} series={item.dicom.pending} editor={editor} />
        ) : null}
        {editor ? <CaseDicomUpload caseId={item.caseId} /> : null}
      </section>

      {editor ? (
        <section aria-labelledby="case-details" className="mt-8 max-w-3xl">
          <h2 id="case-details" className="text-lg font-bold text-slate-900">
            Case
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            A case is published once it has its film, model answer, system, modality and age band.
          </p>
          <CaseForm item={item} />
        </section>
      ) : null}
    </>
  );
}
