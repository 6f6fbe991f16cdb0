import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { freshAppForEachTest, insertUser } from '../../helpers/app';
import { isWebp, picture } from '../../helpers/images';
import { multipart, type FilePart } from '../../helpers/multipart';
import { cookieOf } from '../../helpers/session';

jest.setTimeout(60000);

let app: FastifyInstance;
let headers: Record<string, string>;
freshAppForEachTest((built) => (app = built));
beforeEach(async () => {
  headers = await cookieOf(app, await insertUser(app.db, { profile: 'teacher' }));
});

/** Uploads a picture as the profile form does; returns the stored and the served bytes. */
async function upload(file: FilePart) {
  const body = multipart({}, file);
  const res = await app.inject({ method: 'POST', url: '/v1/auth/update/users', headers: { ...headers, ...body.headers }, payload: body.payload });
  if (res.statusCode !== 200) return { status: res.statusCode, message: res.json().message as string };
  const name = (res.json().user.profilepic as string).split('/').pop() as string;
  const stored = fs.readFileSync(path.join(app.uploads.dir, name));
  const served = await app.inject({ method: 'GET', url: `/uploads/${name}`, headers });
  expect(served.rawPayload).toEqual(stored);
  return { status: res.statusCode, name, stored };
}

describe('uploaded pictures are re-encoded', () => {
  test('a phone photo loses its EXIF (device, GPS position)', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
      })
      .jpeg()
      .toBuffer();
    // the test photo really carries them
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('PhoneMaker')).toBe(true);

    const { stored } = await upload({ filename: 'IMG_0001.jpg', type: 'image/jpeg', data: photo });
    expect(stored && isWebp(stored)).toBe(true);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored?.includes('PhoneMaker')).toBe(false);
    expect(stored?.includes('Pocket 12')).toBe(false);
  });

  test('a 2000 px picture is brought down to 512 px, aspect kept; a small one is not enlarged', async () => {
    const big = await upload({ filename: 'big.png', type: 'image/png', data: await picture(2000, 1000) });
    const bigMeta = await sharp(big.stored).metadata();
    expect([bigMeta.format, bigMeta.width, bigMeta.height]).toEqual(['webp', 512, 256]);

    const tall = await upload({ filename: 'tall.webp', type: 'image/webp', data: await picture(600, 2000, 'webp') });
    const tallMeta = await sharp(tall.stored).metadata();
    expect(Math.max(tallMeta.width ?? 0, tallMeta.height ?? 0)).toBe(512);
    expect(tallMeta.height).toBe(512);

    const small = await upload({ filename: 'small.png', type: 'image/png', data: await picture(100, 80) });
    const smallMeta = await sharp(small.stored).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([100, 80]);
  });

  test('a polyglot (a PNG followed by HTML) is stored as a clean picture', async () => {
    const html = '<html><body><script>fetch("/v1/user/me").then(r=>r.text()).then(alert)</script></body></html>';
    const polyglot = Buffer.concat([await picture(32, 32), Buffer.from(html)]);
    const { status, stored } = await upload({ filename: 'innocent.png', type: 'image/png', data: polyglot });
    expect(status).toBe(200);
    expect(stored && isWebp(stored)).toBe(true);
    expect(stored?.includes('<script')).toBe(false);
    expect(stored?.includes('<html')).toBe(false);
  });

  test('what is not a picture is refused with 415, and nothing is stored', async () => {
    const text = await upload({ filename: 'notes.png', type: 'image/png', data: Buffer.from('just some text, not a picture') });
    expect(text.status).toBe(415);
    // the right first bytes, then garbage: the decoder refuses it
    const broken = Buffer.concat([(await picture(16, 16)).subarray(0, 16), Buffer.alloc(200, 7)]);
    const fake = await upload({ filename: 'broken.png', type: 'image/png', data: broken });
    expect(fake.status).toBe(415);
    expect(fake.message).toMatch(/could not be read/);
    expect(fs.existsSync(app.uploads.dir) ? fs.readdirSync(app.uploads.dir) : []).toEqual([]);
  });
});
