/** Real pictures for upload tests, drawn with sharp. */
import sharp from 'sharp';

/** A plain picture of the given size and format, in one colour. */
export function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** WebP files start `RIFF <size> WEBP`. */
export function isWebp(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}
