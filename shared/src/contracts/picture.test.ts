import { PROFILE_PICTURE_MAX_BYTES } from './auth';
import { checkPicture } from './picture';

describe('checkPicture', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(checkPicture({ type, size: PROFILE_PICTURE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(checkPicture({ type: 'image/gif', size: 10 })?.key).toBe('Choose a PNG, JPEG or WebP image');
    expect(checkPicture({ type: 'image/png', size: PROFILE_PICTURE_MAX_BYTES + 1 })).toEqual({
      key: 'Choose an image of at most {max} MB',
      params: { max: 2 },
    });
  });
});
