import type { SessionUser } from '@studydesk/shared/session';
import {
  isDirty,
  profileFormData,
  profileValuesOf,
  validateProfile,
} from './profile-rules';

const user: SessionUser = {
  id: 7, firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', profilepic: null,
  title: 'Ms', language: 'es', studyplan: null, profile: 'teacher',
  isArchived: false, hasPassword: true, invitation: 'accepted', lastLesson: null,
};

describe('validateProfile', () => {
  it('accepts the saved values', () => {
    expect(validateProfile(profileValuesOf(user))).toEqual({});
  });

  it('limits lengths to the contract', () => {
    const errors = validateProfile({ ...profileValuesOf(user), lastName: 'x'.repeat(101), title: 'y'.repeat(201) });
    expect(errors.lastName).toEqual({ key: '{max, plural, one {Use at most # character} other {Use at most # characters}}', params: { max: 100 } });
    expect(errors.title).toEqual({ key: '{max, plural, one {Use at most # character} other {Use at most # characters}}', params: { max: 200 } });
  });

  it('needs something to call the user by (docs/product-rules.md#r-user-1: the title stands in for empty names)', () => {
    expect(validateProfile({ firstName: ' ', lastName: '', title: '', language: 'en' }).firstName?.key).toBe(
      'Enter a first name, a last name or a title',
    );
    expect(validateProfile({ firstName: '', lastName: '', title: 'Dr', language: 'en' })).toEqual({});
  });
});

describe('profileFormData', () => {
  it('sends the own id, trimmed texts and the picture under the contract field name', () => {
    const picture = new Blob(['x'], { type: 'image/png' });
    const body = profileFormData(7, { firstName: ' Ana ', lastName: 'Pérez', title: '', language: 'fr' }, picture);
    expect(body.get('id')).toBe('7');
    expect(body.get('firstName')).toBe('Ana');
    expect(body.get('title')).toBe('');
    expect(body.get('language')).toBe('fr');
    expect(body.get('profilepic')).toBeInstanceOf(Blob);
  });

  it('leaves the picture out when none was chosen', () => {
    const body = profileFormData(7, profileValuesOf(user), null);
    expect(body.has('profilepic')).toBe(false);
    expect(body.has('removeProfilepic')).toBe(false);
  });

  it('asks to remove the saved picture', () => {
    expect(profileFormData(7, profileValuesOf(user), null, true).get('removeProfilepic')).toBe('true');
  });
});

describe('isDirty', () => {
  it('is false for the saved values and true after an edit or a new picture', () => {
    const saved = profileValuesOf(user);
    expect(isDirty(saved, saved, null)).toBe(false);
    expect(isDirty({ ...saved, title: 'Dr' }, saved, null)).toBe(true);
    expect(isDirty(saved, saved, new Blob())).toBe(true);
    expect(isDirty(saved, saved, null, true)).toBe(true);
  });
});
