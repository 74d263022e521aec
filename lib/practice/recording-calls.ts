import { z } from 'zod';

import { defineCall } from '../calls/define-call';
import { idField, requiredFile } from '../calls/fields';
import { recordingEndpoints } from './recording-endpoints';
import { recordingMessages as say } from './recording-texts';
import { RECORDING_MAX_BYTES } from './rules';

/** A case's place in its paper, 1-based; no paper has more than 25. */
const POSITION_MAX = 25;

const caseOfPaper = {
  paperId: idField(say.chooseCase),
  position: z.coerce
    .number({ error: say.chooseCase })
    .int({ error: say.chooseCase })
    .min(1, { error: say.chooseCase })
    .max(POSITION_MAX, { error: say.chooseCase }),
};

const recordingFile = requiredFile(
  { missing: say.fileMissing, tooLarge: say.tooLarge },
  RECORDING_MAX_BYTES,
);

export const recordingCalls = {
  uploadRecording: defineCall(recordingEndpoints.uploadRecording, {
    request: z.object({ ...caseOfPaper, file: recordingFile }),
    data: z.object({
      paperId: z.number().int(),
      position: z.number().int(),
      /** Where the student plays it back (lib/practice/recording-media.ts). */
      url: z.string(),
    }),
    // The recording and the form's few fields, read while they stream: anything larger is 413.
    maxBodyBytes: RECORDING_MAX_BYTES + 64 * 1024,
  }),
  deleteRecording: defineCall(recordingEndpoints.deleteRecording, {
    request: z.object(caseOfPaper),
    data: z.object({ paperId: z.number().int(), position: z.number().int() }),
  }),
};
