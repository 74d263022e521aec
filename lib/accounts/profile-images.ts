import { messages } from '@/lib/calls/fields';

import type { FileStorage } from '../calls/deps';
import { storeImage, type ImageRules } from '../storage/images';

export const NOT_AN_IMAGE =
  'Profile image must be an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF)';

/** Avatars are shown at 40–120 px. */
const PROFILE_IMAGE: ImageRules = {
  maxSide: 512,
  messages: {
    tooLarge: messages.imageTooLarge,
    notAnImage: NOT_AN_IMAGE,
    unreadable: 'The profile image could not be read. Please choose another image.',
  },
};

/** Prepares and stores a profile photo; answers the stored file name. */
export function storeProfileImage(storage: FileStorage, file: Blob): Promise<string> {
  return storeImage(storage, file, PROFILE_IMAGE);
}
