import { contentTypeOfStored, detectImage } from '../../src/plugins/uploads-images';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('picture type by magic bytes', () => {
  test('PNG, JPEG and WebP are recognised', () => {
    expect(detectImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))?.contentType).toBe('image/png');
    expect(detectImage(bytes(0xff, 0xd8, 0xff, 0xdb, 0))?.contentType).toBe('image/jpeg');
    expect(detectImage(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  test('SVG, GIF, HTML, a RIFF that is not WebP, and truncated headers are not', () => {
    expect(detectImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImage(bytes('GIF89a', 0, 0))).toBeNull();
    expect(detectImage(bytes('<html><script>'))).toBeNull();
    expect(detectImage(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(detectImage(bytes(0x89, 'PN'))).toBeNull();
    expect(detectImage(Buffer.alloc(0))).toBeNull();
  });

  test('only names the server chose map to a content type', () => {
    expect(contentTypeOfStored('0123456789abcdef0123456789abcdef.webp')).toBe('image/webp');
    expect(contentTypeOfStored('0123456789abcdef0123456789abcdef.svg')).toBeNull();
    expect(contentTypeOfStored('../0123456789abcdef0123456789abcdef.png')).toBeNull();
    expect(contentTypeOfStored('evil.png')).toBeNull();
  });
});
