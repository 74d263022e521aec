import type { Handlers } from '@/lib/calls/service';

import type { vivaRoomCalls } from './calls';
import { vivaRoomEvents } from './event-stream';
import { openVivaRoomImage } from './room-images';
import {
  joinVivaRoom,
  markVivaCase,
  nextVivaCase,
  openVivaRoom,
  setVivaMeetingLink,
  setVivaRecordingConsent,
  startVivaRoom,
  uploadVivaRecording,
  vivaRoomView,
  vivaSignal,
  vivaSummary,
} from './service';

export const vivaRoomHandlers = {
  openVivaRoom,
  joinVivaRoom,
  startVivaRoom,
  vivaRoomView,
  nextVivaCase,
  markVivaCase,
  vivaSignal,
  setVivaMeetingLink,
  vivaSummary,
  setVivaRecordingConsent,
  uploadVivaRecording,
  vivaRoomImage: openVivaRoomImage,
  vivaRoomEvents,
} satisfies Handlers<typeof vivaRoomCalls>;
