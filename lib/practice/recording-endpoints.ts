import { endpoint } from '@/lib/calls/endpoint';

/** The oral station's recordings (docs/practice.md): zod-free, so the browser imports it. */
export const recordingEndpoints = {
  uploadRecording: endpoint({
    path: 'student/practice/recording/upload',
    method: 'POST',
    access: 'student',
    encoding: 'multipart',
  }),
  deleteRecording: endpoint({
    path: 'student/practice/recording/delete',
    method: 'POST',
    access: 'student',
  }),
};
