import { PROFILE_PICTURE_MAX_BYTES } from '@studydesk/shared/contracts';
import { initialProfileForm, profileFormReducer, restoredProfileForm, type ProfileFormState } from './profile-form-state';
import type { ProfileValues } from './profile-rules';

const saved: ProfileValues = { firstName: 'Ana', lastName: 'Pérez', title: '', language: 'es' };
const start = initialProfileForm(saved);

function file(type: string, size: number): File {
  const picture = new File(['x'], 'me', { type });
  Object.defineProperty(picture, 'size', { value: size });
  return picture;
}

describe('profileFormReducer', () => {
  it('edits a field and clears its error', () => {
    const invalid: ProfileFormState = { ...start, errors: { firstName: { key: 'x' } } };
    const next = profileFormReducer(invalid, { type: 'edited', field: 'firstName', value: 'Anna' });
    expect(next.values.firstName).toBe('Anna');
    expect(next.errors.firstName).toBeUndefined();
  });

  it('takes an accepted picture and refuses a wrong one, keeping the earlier choice', () => {
    const png = file('image/png', 1000);
    const chosen = profileFormReducer(start, { type: 'pictureChosen', file: png });
    expect(chosen.picture).toBe(png);
    const refused = profileFormReducer(chosen, { type: 'pictureChosen', file: file('image/png', PROFILE_PICTURE_MAX_BYTES + 1) });
    expect(refused.picture).toBe(png);
    expect(refused.pictureError?.key).toBe('Choose an image of at most {max} MB');
    expect(profileFormReducer(refused, { type: 'pictureDiscarded' })).toMatchObject({ picture: null, pictureError: null });
  });

  it('marks the saved picture for removal, undone by choosing a new one', () => {
    const removed = profileFormReducer(start, { type: 'pictureRemoved' });
    expect(removed.removePicture).toBe(true);
    expect(profileFormReducer(removed, { type: 'pictureChosen', file: file('image/webp', 10) }).removePicture).toBe(false);
    expect(profileFormReducer(removed, { type: 'pictureDiscarded' }).removePicture).toBe(false);
  });

  it('keeps every edit when a save fails', () => {
    const png = file('image/jpeg', 10);
    let state = profileFormReducer(start, { type: 'edited', field: 'title', value: 'Dr' });
    state = profileFormReducer(state, { type: 'pictureChosen', file: png });
    state = profileFormReducer(state, { type: 'saveRequested' });
    expect(state.saving).toBe(true);
    state = profileFormReducer(state, { type: 'saveFailed', error: 'Invalid body' });
    expect(state).toMatchObject({ saving: false, saveError: 'Invalid body', picture: png });
    expect(state.values.title).toBe('Dr');
  });

  it('starts afresh from the saved user after a successful save', () => {
    const busy = profileFormReducer(profileFormReducer(start, { type: 'edited', field: 'title', value: 'Dr' }), { type: 'saveRequested' });
    const next = profileFormReducer(busy, { type: 'saveSucceeded', saved: { ...saved, title: 'Dr' } });
    expect(next).toEqual(initialProfileForm({ ...saved, title: 'Dr' }));
  });

  it('stores validation errors without saving', () => {
    const next = profileFormReducer(start, { type: 'validationFailed', errors: { title: { key: 'too long' } } });
    expect(next.errors.title).toEqual({ key: 'too long' });
    expect(next.saving).toBe(false);
  });

  it('shows a language at once and goes back to the one in force if the server refuses', () => {
    const asked = profileFormReducer(start, { type: 'languageRequested', language: 'fr' });
    expect(asked).toMatchObject({ languageSaving: true, values: { language: 'fr' } });
    const failed = profileFormReducer(asked, { type: 'languageFailed', error: 'Unknown language: fr' });
    expect(failed).toMatchObject({ languageSaving: false, languageError: 'Unknown language: fr', values: { language: 'es' } });
    const done = profileFormReducer(asked, { type: 'languageSucceeded', language: 'fr' });
    expect(done).toMatchObject({ languageSaving: false, saved: { language: 'fr' }, values: { language: 'fr' } });
  });

  it('follows changes from the session bus in untouched fields only', () => {
    const edited = profileFormReducer(start, { type: 'edited', field: 'firstName', value: 'Anita' });
    const next = profileFormReducer(edited, { type: 'synced', saved: { ...saved, firstName: 'Ana M.', lastName: 'Pérez Gil' } });
    expect(next.values).toEqual({ ...saved, firstName: 'Anita', lastName: 'Pérez Gil' });
    expect(next.saved.firstName).toBe('Ana M.');
  });
});

describe('the profile draft a reload leaves', () => {
  it('is put back over the same saved values, and left out over others', () => {
    const values = { ...saved, firstName: 'Anabel' };
    expect(restoredProfileForm(saved, { saved, values }).values).toEqual(values);
    expect(restoredProfileForm({ ...saved, lastName: 'Gómez' }, { saved, values }).values).toEqual({ ...saved, lastName: 'Gómez' });
    expect(restoredProfileForm(saved, null).values).toEqual(saved);
  });
});
