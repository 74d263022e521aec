/*
 * Where the browser finds a viva room, its invitation, its images and its events
 * (docs/viva-rooms.md). Zod-free and server-free.
 */

export const vivaRoomHref = (roomId: number) => `/practice/viva/${roomId}`;

export const vivaInviteHref = (roomId: number, invite: string) =>
  `${vivaRoomHref(roomId)}?invite=${encodeURIComponent(invite)}`;

export const vivaRoomImageUrl = (roomId: number, name: string) =>
  `/api/viva/room/${roomId}/image/${name}`;

export const vivaRoomEventsUrl = (roomId: number) => `/api/viva/events/${roomId}`;
