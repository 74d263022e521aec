import type { Handlers } from '@/lib/calls/service';

import type { recordingCalls } from './recording-calls';
import { deleteRecording, uploadRecording } from './recordings';

export const recordingHandlers = {
  uploadRecording,
  deleteRecording,
} satisfies Handlers<typeof recordingCalls>;
