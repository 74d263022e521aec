'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { consoleCaseDicomHref } from '@/lib/cases/links';

import { SubmitButton } from '@/components/ui/form/submit-button';

import { ConsoleSaid } from '../../console/console-said';

type Said = { ok: boolean; message: string };
type Stage = { label: string; sent?: number; total?: number };

const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type === 'application/zip';

/**
 * The picked files as one body: a zip as it is, several DICOM files zipped here without
 * compression (fast, and the pixels barely deflate), so a 300-slice series is one request with
 * one progress bar. fflate is loaded when it is needed, not with the page.
 */
async function bodyOf(files: File[]): Promise<Blob> {
  if (files.length === 1 && isZip(files[0])) return files[0];
  const { zip } = await import('fflate');
  const entries = await Promise.all(
    files.map(async (file, index) => [
      `${String(index + 1).padStart(5, '0')}-${file.name.replace(/[^\w.-]/g, '_')}`,
      new Uint8Array(await file.arrayBuffer()),
    ]),
  );
  const archive = await new Promise<Uint8Array>((resolve, reject) =>
    zip(Object.fromEntries(entries), { level: 0 }, (error, data) =>
      error ? reject(error) : resolve(data),
    ),
  );
  return new Blob([archive as BlobPart], { type: 'application/zip' });
}

/** Posts the body with XMLHttpRequest, whose upload reports progress (fetch's does not). */
function post(url: string, body: Blob, onProgress: (sent: number, total: number) => void) {
  return new Promise<{ status: number; message: string }>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total || body.size);
    request.onload = () => {
      const answer = request.response as { message?: string } | null;
      resolve({
        status: request.status,
        message: answer?.message ?? 'Something went wrong',
      });
    };
    request.onerror = () => resolve({ status: 0, message: 'The upload did not finish.' });
    request.send(body);
  });
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * An editor's DICOM upload for a case (docs/imaging.md, "DICOM in"): DICOM files or a zip of
 * them, sent in one request with a progress bar; the server's report then shows on the page
 * beside Publish and Discard.
 */
export function CaseDicomUpload({ caseId }: { caseId: number }) {
  const router = useRouter();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [stage, setStage] = useState<Stage | null>(null);
  const [said, setSaid] = useState<Said | null>(null);

  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (files.length === 0) return;
        const form = event.currentTarget;
        setSaid(null);
        setStage({ label: `Packing ${files.length} files…` });
        const body = await bodyOf(files).catch(() => null);
        if (!body) {
          setStage(null);
          setSaid({ ok: false, message: 'The files could not be read. Please choose them again.' });
          return;
        }
        const answer = await post(consoleCaseDicomHref(caseId), body, (sent, total) =>
          setStage(
            sent < total
              ? { label: 'Uploading', sent, total }
              : { label: 'Reading and de-identifying the series…' },
          ),
        );
        setStage(null);
        setSaid({ ok: answer.status === 200, message: answer.message });
        if (answer.status === 200) {
          setFiles([]);
          form.reset();
          router.refresh();
        }
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        DICOM files or a zip of them
        <input
          id={inputId}
          type="file"
          multiple
          // No accept list: DICOM files often have no extension.
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          className="mt-1 block text-sm"
        />
      </label>
      <SubmitButton disabled={stage !== null || files.length === 0}>
        {stage ? 'Uploading…' : 'Upload DICOM'}
      </SubmitButton>
      {stage ? (
        <div role="status" className="flex min-w-64 flex-col gap-1 text-sm text-slate-700">
          {stage.total ? (
            <>
              <progress
                aria-label="Upload progress"
                max={stage.total}
                value={stage.sent}
                className="w-64"
              />
              <span>
                {stage.label}: {megabytes(stage.sent ?? 0)} of {megabytes(stage.total)} (
                {Math.floor(((stage.sent ?? 0) / stage.total) * 100)}%)
              </span>
            </>
          ) : (
            <span>{stage.label}</span>
          )}
        </div>
      ) : null}
      <ConsoleSaid said={said} />
    </form>
  );
}
