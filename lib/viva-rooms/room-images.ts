import type { StreamService } from '../calls/service';
import { streamNotFound } from '../calls/stream';
import { servePaperImage } from '../practice/paper-images';
import type { vivaRoomCalls } from './calls';
import { roomPapersFor } from './service';

/*
 * A viva room's images (docs/viva-rooms.md): the candidate's paper's images under the room's
 * address, served to the two people in the room, the examiner included. Anyone else, and a name
 * that is not one of the room's papers' images, gets 404.
 */
export const openVivaRoomImage: StreamService<typeof vivaRoomCalls.vivaRoomImage> = async (
  deps,
  actor,
  { roomId, name },
) => {
  if (actor.kind !== 'student') return streamNotFound();
  for (const paper of await roomPapersFor(deps.db, actor.studentId, roomId, deps.now())) {
    const answer = await servePaperImage(deps, paper.studentId, paper.paperId, name);
    if (answer.status === 200) return answer;
  }
  return streamNotFound();
};
