/**
 * Recognises an uploaded picture by its first bytes, never by the name or the declared
 * type (both are the uploader's say). Only formats browsers render as plain images are
 * accepted: no SVG, which can carry scripts.
 */
export interface ImageKind {
  ext: 'png' | 'jpg' | 'webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

export function detectImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG)) return { ext: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return null;
}

const CONTENT_TYPES: Record<string, ImageKind['contentType']> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Stored names are 32 hex characters and one of our extensions; anything else is not ours. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export function contentTypeOfStored(name: string): ImageKind['contentType'] | null {
  const match = STORED_NAME.exec(name);
  return match ? CONTENT_TYPES[match[1]] : null;
}
