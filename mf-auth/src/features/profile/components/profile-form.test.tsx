import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@studydesk/shared/api-client';
import { PROFILE_PICTURE_MAX_BYTES } from '@studydesk/shared/contracts';
import { authState$, dispatchAuth, initialAuthState, type SessionUser } from '@studydesk/shared/session';
import { toasts$ } from '@studydesk/shared/toasts';
import { httpError } from '../../../test/http-errors';
import { ProfileForm } from './profile-form';

const user: SessionUser = {
  id: 7, firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', profilepic: null,
  title: '', language: 'es', studyplan: null, profile: 'teacher',
  isArchived: false, hasPassword: true, invitation: 'accepted', lastLesson: null,
};

function picture(type: string, size: number): File {
  const file = new File(['x'], 'me.png', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Renders and lets the language list call settle, so no update lands outside act(). */
async function renderForm() {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<ProfileForm />);
  });
  return result;
}

function choosePicture(file: File) {
  fireEvent.change(screen.getByLabelText('Picture file'), { target: { files: [file] } });
}

describe('ProfileForm', () => {
  beforeEach(() => {
    authState$.next(initialAuthState);
    dispatchAuth({ type: 'login/succeeded', profile: user });
    toasts$.next([]);
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) =>
        url === '/v1/mail-preferences' ? { data: { preferences: [{ kind: 'teacher-digest', on: true }] } } : { data: { languageList: [] } },
      );
  });

  it('shows the signed-in user and initials without a picture', async () => {
    await renderForm();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('es');
    expect(screen.getByRole('img', { name: 'Ana Pérez' }).textContent).toBe('AP');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toBeTruthy();
    expect(apiClient.get).toHaveBeenCalledWith('/v1/dictionary/languagelist');
  });

  it('renders nothing when nobody is signed in', async () => {
    authState$.next(initialAuthState);
    const { container } = await renderForm();
    expect(container.textContent).toBe('');
  });

  it('saves as multipart, updates the session and says so', async () => {
    const updated = { ...user, title: 'Dr', profilepic: '/uploads/p.png' };
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { user: updated } });
    await renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Dr');
    choosePicture(picture('image/png', 1000));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(authState$.getValue().profile).toEqual(updated));
    const [url, body, config] = post.mock.calls[0];
    expect(url).toBe('/v1/auth/update/users');
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('id')).toBe('7');
    expect((body as FormData).get('title')).toBe('Dr');
    expect((body as FormData).get('profilepic')).toBeInstanceOf(File);
    // no Content-Type of our own: the browser adds the multipart boundary
    expect(config).toBeUndefined();
    expect(toasts$.getValue()[0]).toMatchObject({ kind: 'success', message: 'Your profile has been saved' });
  });

  it('keeps the form and shows the error when saving fails', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(415, 'The picture must be a PNG, JPEG or WebP image'));
    await renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Dr');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The picture must be a PNG, JPEG or WebP image');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Dr');
    expect(authState$.getValue().profile).toEqual(user);
  });

  it('refuses a picture that is too large or of another type, before any call', async () => {
    const post = jest.spyOn(apiClient, 'post');
    await renderForm();
    choosePicture(picture('image/png', PROFILE_PICTURE_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe('Choose an image of at most 2 MB');
    choosePicture(picture('image/gif', 10));
    expect(screen.getByRole('alert').textContent).toBe('Choose a PNG, JPEG or WebP image');
    expect(post).not.toHaveBeenCalled();
  });

  it('changes the language at once through the settings call', async () => {
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue({ data: { user: { ...user, language: 'fr' } } });
    await renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    await waitFor(() => expect(authState$.getValue().userLanguage).toBe('fr'));
    expect(patch).toHaveBeenCalledWith('/v1/user/settings', { language: 'fr' });
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('fr');
  });

  it('goes back to the language in force when the change fails', async () => {
    jest.spyOn(apiClient, 'patch').mockRejectedValue(httpError(400, 'Unknown language: fr'));
    await renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    await waitFor(() => expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('es'));
    expect(authState$.getValue().userLanguage).toBe('es');
    expect(toasts$.getValue()[0]).toMatchObject({ kind: 'error', message: 'Unknown language: fr' });
  });

  it('follows a change of the user made elsewhere', async () => {
    await renderForm();
    act(() => {
      dispatchAuth({ type: 'profile/updated', profile: { ...user, lastName: 'Gil' } });
    });
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Gil');
  });

  it("shows the mails a teacher receives under the profile (docs/product-rules.md#r-mail-2)", async () => {
    await renderForm();
    expect(screen.getByRole('heading', { name: 'Mails' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Daily digest' }).getAttribute('aria-checked')).toBe('true');
  });
});
