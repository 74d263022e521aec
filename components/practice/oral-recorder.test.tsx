import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { recorderTexts as say } from '@/lib/practice/texts';

import { OralRecorder } from './oral-recorder';

const mockUpload = jest.fn();
const mockDelete = jest.fn();
jest.mock('@/lib/calls/browser-client', () => ({
  bffFor: () => ({
    uploadRecording: (input: unknown) => mockUpload(input),
    deleteRecording: (input: unknown) => mockDelete(input),
  }),
}));

/** A MediaRecorder that hands over one chunk when stopped, as browsers do without a timeslice. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/ogg;codecs=opus';
  static last: FakeMediaRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['OggS spoken words'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const track = { stop: jest.fn() };
const stream = { active: true, getTracks: () => [track] } as unknown as MediaStream;
const getUserMedia = jest.fn();

function withMicrophone() {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  Object.defineProperty(window, 'MediaRecorder', {
    configurable: true,
    writable: true,
    value: FakeMediaRecorder,
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(window, 'MediaRecorder');
  jest.clearAllMocks();
});

const props = { paperId: 7, position: 2, open: true, recording: null };

it('says in one line that it cannot record when the browser has no microphone access', () => {
  render(<OralRecorder {...props} />);
  expect(screen.getByText(say.unavailable)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('explains before asking, and says so calmly when the microphone is refused', async () => {
  withMicrophone();
  getUserMedia.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
  render(<OralRecorder {...props} />);
  expect(screen.getByText(say.explain)).toBeInTheDocument();
  expect(getUserMedia).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: say.allow }));
  expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
  expect(await screen.findByText(say.denied)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: say.record })).not.toBeInTheDocument();
});

it('says when there is no microphone at all', async () => {
  withMicrophone();
  getUserMedia.mockRejectedValue(Object.assign(new Error('none'), { name: 'NotFoundError' }));
  render(<OralRecorder {...props} />);
  await userEvent.click(screen.getByRole('button', { name: say.allow }));
  expect(await screen.findByText(say.noDevice)).toBeInTheDocument();
});

it('records, shows the time, uploads on stop, then plays and deletes the recording', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  withMicrophone();
  getUserMedia.mockResolvedValue(stream);
  mockUpload.mockResolvedValue({
    status: 200,
    message: 'Recording saved',
    data: { paperId: 7, position: 2, url: '/api/practice/recording?paper=7&position=2&v=abc' },
  });
  mockDelete.mockResolvedValue({ status: 200, message: 'Recording deleted', data: null });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<OralRecorder {...props} />);

  await user.click(screen.getByRole('button', { name: say.allow }));
  await user.click(await screen.findByRole('button', { name: say.record }));
  const timer = await screen.findByRole('timer');
  expect(FakeMediaRecorder.last?.mimeType).toBe('audio/ogg;codecs=opus');
  act(() => jest.advanceTimersByTime(3200));
  expect(timer).toHaveTextContent('0:03');

  await user.click(screen.getByRole('button', { name: say.stop }));
  expect(track.stop).toHaveBeenCalled();
  expect(mockUpload).toHaveBeenCalledWith({ paperId: 7, position: 2, file: expect.any(Blob) });
  const file = mockUpload.mock.calls[0][0].file as Blob;
  expect(file.type).toBe('audio/ogg;codecs=opus');
  const player = await screen.findByLabelText(say.player);
  expect(player).toHaveAttribute('src', '/api/practice/recording?paper=7&position=2&v=abc');

  await user.click(screen.getByRole('button', { name: say.delete }));
  expect(mockDelete).toHaveBeenCalledWith({ paperId: 7, position: 2 });
  await waitFor(() => expect(screen.queryByLabelText(say.player)).not.toBeInTheDocument());
  jest.useRealTimers();
});

it('shows why a recording was not saved', async () => {
  withMicrophone();
  getUserMedia.mockResolvedValue(stream);
  mockUpload.mockResolvedValue({ status: 409, message: 'This paper has ended', data: null });
  render(<OralRecorder {...props} />);
  await userEvent.click(screen.getByRole('button', { name: say.allow }));
  await userEvent.click(await screen.findByRole('button', { name: say.record }));
  await userEvent.click(screen.getByRole('button', { name: say.stop }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This paper has ended');
});

it('after the paper only plays and deletes, and never asks for the microphone', () => {
  withMicrophone();
  render(<OralRecorder {...props} open={false} recording={{ url: '/api/practice/recording?x' }} />);
  expect(screen.getByLabelText(say.player)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: say.delete })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: say.allow })).not.toBeInTheDocument();
  expect(screen.queryByText(say.explain)).not.toBeInTheDocument();
});

it('stops the microphone when it goes away mid-recording', async () => {
  withMicrophone();
  getUserMedia.mockResolvedValue(stream);
  mockUpload.mockResolvedValue({ status: 200, message: '', data: { url: '/x' } });
  const { unmount } = render(<OralRecorder {...props} />);
  await userEvent.click(screen.getByRole('button', { name: say.allow }));
  await userEvent.click(await screen.findByRole('button', { name: say.record }));
  unmount();
  expect(track.stop).toHaveBeenCalled();
  expect(FakeMediaRecorder.last?.state).toBe('inactive');
});

it('shows the recording the server gives it when that changes', () => {
  const { rerender } = render(<OralRecorder {...props} open={false} />);
  expect(screen.getByText(say.none)).toBeInTheDocument();
  rerender(
    <OralRecorder {...props} open={false} recording={{ url: '/api/practice/recording?v=2' }} />,
  );
  expect(screen.getByLabelText(say.player)).toHaveAttribute('src', '/api/practice/recording?v=2');
});
