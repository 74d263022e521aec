import { endpoint } from '@/lib/calls/endpoint';

/** Where each viva-room call lives (docs/viva-rooms.md); zod-free, so the browser imports it. */
export const vivaRoomEndpoints = {
  openVivaRoom: endpoint({ path: 'student/viva/room/open', method: 'POST', access: 'student' }),
  joinVivaRoom: endpoint({ path: 'student/viva/room/join', method: 'POST', access: 'student' }),
  startVivaRoom: endpoint({ path: 'student/viva/room/start', method: 'POST', access: 'student' }),
  vivaRoomView: endpoint({ path: 'student/viva/room', method: 'POST', access: 'student' }),
  nextVivaCase: endpoint({ path: 'student/viva/room/next', method: 'POST', access: 'student' }),
  markVivaCase: endpoint({ path: 'student/viva/room/mark', method: 'POST', access: 'student' }),
  vivaSignal: endpoint({ path: 'student/viva/room/signal', method: 'POST', access: 'student' }),
  setVivaMeetingLink: endpoint({
    path: 'student/viva/room/meeting-link',
    method: 'POST',
    access: 'student',
  }),
  vivaSummary: endpoint({ path: 'student/viva/room/summary', method: 'POST', access: 'student' }),
  // Recording, with both people's consent (docs/viva-rooms.md, "Recording").
  setVivaRecordingConsent: endpoint({
    path: 'student/viva/room/recording/consent',
    method: 'POST',
    access: 'student',
  }),
  uploadVivaRecording: endpoint({
    path: 'student/viva/room/recording/upload',
    method: 'POST',
    access: 'student',
    encoding: 'multipart',
  }),
  // A case's images, to the two people in the room, through a route of their own.
  vivaRoomImage: endpoint({
    path: 'viva/room/{roomId}/image/{name}',
    method: 'GET',
    access: 'student',
    via: 'route',
  }),
  // The room's live events (docs/viva-rooms.md, "Live events"), streamed through a route too.
  vivaRoomEvents: endpoint({
    path: 'viva/room/{roomId}/events',
    method: 'GET',
    access: 'student',
    via: 'route',
  }),
};
