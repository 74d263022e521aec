/** What the oral station's recorder and its calls say (docs/practice.md, "Recordings"). */
export const recordingMessages = {
  chooseCase: 'Choose a case of the paper',
  fileMissing: 'Choose a recording to upload',
  tooLarge: 'A recording can be at most 12 MB',
  notAudio: 'That file is not a recording: record WebM, Ogg or MP4 audio',
  noSuchCase: 'There is no such case in your papers',
  notOral: 'Only the cases of an oral station are recorded',
  paperOver: 'This paper has ended: recordings can no longer be added',
  uploaded: 'Recording saved',
  deleted: 'Recording deleted',
  nothingToDelete: 'There is no recording of this case',
} as const;

/** What the recorder shows the student. */
export const recorderTexts = {
  explain:
    'Recording lets you listen back to how you presented the case; it is stored privately and only you can play it.',
  allow: 'Allow microphone',
  asking: 'Waiting for the microphone…',
  record: 'Record',
  stop: 'Stop',
  recording: 'Recording',
  saving: 'Saving the recording…',
  delete: 'Delete recording',
  deleting: 'Deleting…',
  player: 'Your recording of this case',
  none: 'No recording of this case.',
  unavailable: 'This browser cannot record here; the station runs without recording.',
  denied: 'The microphone was not allowed; the station runs without recording.',
  noDevice: 'No microphone was found; the station runs without recording.',
  failed: 'The recording could not be saved',
} as const;
