import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';

import { consoleCaseDicomHref } from '@/lib/cases/links';

import { CaseDicomUpload } from './case-dicom-upload';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

/**
 * The browser's XMLHttpRequest, played by the test: it keeps what was sent and lets the test report
 * the upload's progress and the server's answer, as a slow connection would.
 */
class PlayedRequest {
  static last: PlayedRequest | null = null;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: unknown = null;
  method = '';
  url = '';
  body: Blob | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: Blob) {
    this.body = body;
    PlayedRequest.last = this;
  }
}

const blobBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

// jsdom's Blob has no arrayBuffer(); the browsers the console supports do.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return blobBytes(this).then((bytes) => bytes.buffer as ArrayBuffer);
  };
}

const realRequest = globalThis.XMLHttpRequest;
beforeEach(() => {
  jest.clearAllMocks();
  PlayedRequest.last = null;
  globalThis.XMLHttpRequest = PlayedRequest as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realRequest;
});

/** The request the form sent, once packing the files (read as the browser does) is done. */
const sent = async () => {
  for (let tries = 0; tries < 100 && !PlayedRequest.last; tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  if (!PlayedRequest.last) throw new Error('nothing was sent');
  return PlayedRequest.last;
};

it('zips several DICOM files into one upload, shows its progress, then says what the server answered', async () => {
  const user = userEvent.setup();
  render(<CaseDicomUpload caseId={42} />);
  const files = [
    new File([new Uint8Array([1, 2, 3])], 'IM0001'),
    new File([new Uint8Array([4, 5])], 'IM 0002.dcm'),
  ];
  await user.upload(screen.getByLabelText('DICOM files or a zip of them'), files);
  await user.click(screen.getByRole('button', { name: 'Upload DICOM' }));

  const request = await sent();
  expect(request.method).toBe('POST');
  expect(request.url).toBe(consoleCaseDicomHref(42));
  const entries = unzipSync(await blobBytes(request.body!));
  expect(Object.keys(entries)).toEqual(['00001-IM0001', '00002-IM_0002.dcm']);
  expect(Array.from(entries['00002-IM_0002.dcm'])).toEqual([4, 5]);

  act(() => request.upload.onprogress!({ loaded: 3 * 1024 * 1024, total: 12 * 1024 * 1024 }));
  const progress = screen.getByRole('progressbar', { name: 'Upload progress' });
  expect(progress).toHaveAttribute('value', String(3 * 1024 * 1024));
  expect(progress).toHaveAttribute('max', String(12 * 1024 * 1024));
  expect(screen.getByRole('status')).toHaveTextContent('Uploading: 3.0 MB of 12.0 MB (25%)');
  expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();

  act(() => request.upload.onprogress!({ loaded: 12 * 1024 * 1024, total: 12 * 1024 * 1024 }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Reading and de-identifying the series…');

  request.status = 200;
  request.response = { message: 'Series read: 2 slices. Check what was removed, then publish.' };
  await act(async () => request.onload!());
  expect(
    await screen.findByText('Series read: 2 slices. Check what was removed, then publish.'),
  ).toBeInTheDocument();
  expect(mockRefresh).toHaveBeenCalled();
});

it('says the server’s refusal and keeps the chosen files', async () => {
  const user = userEvent.setup();
  render(<CaseDicomUpload caseId={7} />);
  const zip = new File([new Uint8Array([80, 75, 5, 6])], 'series.zip', { type: 'application/zip' });
  await user.upload(screen.getByLabelText('DICOM files or a zip of them'), zip);
  await user.click(screen.getByRole('button', { name: 'Upload DICOM' }));
  const request = await sent();
  // A zip goes as it is.
  expect(Array.from(await blobBytes(request.body!))).toEqual([80, 75, 5, 6]);

  request.status = 422;
  request.response = { message: 'These files are not an image series.' };
  await act(async () => request.onload!());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'These files are not an image series.',
  );
  expect(mockRefresh).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Upload DICOM' })).toBeEnabled();
});
