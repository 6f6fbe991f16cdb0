import { PROFILE_PICTURE_MAX_BYTES } from './auth';

/** The picture types the upload route takes (anything else is answered 415). */
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');
export const PICTURE_MAX_MB = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

/** A dictionary key with its parameters: the caller translates it when it shows it. */
export interface PictureProblem {
  key: string;
  params?: { max: number };
}

/** Why a chosen picture cannot be sent, or null when it can (the server checks again). */
export function checkPicture(file: { type: string; size: number }): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return { key: 'Choose a PNG, JPEG or WebP image' };
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return { key: 'Choose an image of at most {max} MB', params: { max: PICTURE_MAX_MB } };
  return null;
}
