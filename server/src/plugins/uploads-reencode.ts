import sharp from 'sharp';
import { HttpError } from '../permissions/http-error';

/** Profile pictures are shown small: 512 px on the longer side is plenty for a retina avatar. */
const PICTURE_MAX_SIZE = 512;

/**
 * Decoding stops past this many pixels (8000 × 8000): a small compressed file can claim
 * huge dimensions and make the decoder allocate gigabytes.
 */
const MAX_INPUT_PIXELS = 64_000_000;

export interface EncodedPicture {
  bytes: Buffer;
  ext: 'webp';
}

/**
 * Decodes an uploaded picture and encodes a fresh WebP from its pixels only, so what is
 * stored and served is never the uploader's file:
 * - metadata is left behind (EXIF with GPS position and device, XMP, ICC comments…),
 *   after the EXIF orientation has been applied to the pixels;
 * - anything after or inside the image data that is not pixels (a polyglot's HTML or
 *   script) cannot survive a decode and re-encode;
 * - at most 512 px on each side, aspect kept, never enlarged;
 * - only the first frame of an animation.
 * A file that starts like an image but does not decode gets a 415.
 */
export async function reencodePicture(input: Buffer): Promise<EncodedPicture> {
  try {
    const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: PICTURE_MAX_SIZE, height: PICTURE_MAX_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes, ext: 'webp' };
  } catch {
    throw new HttpError(415, 'The picture could not be read: send a PNG, JPEG or WebP image');
  }
}
