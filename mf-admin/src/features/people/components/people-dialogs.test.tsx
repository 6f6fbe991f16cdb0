import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UserDto } from '@studydesk/shared/contracts';
import { authState$, dispatchAuth } from '@studydesk/shared/session';
import { updateUser } from '../api/update-user';
import { PeopleDialogs } from './people-dialogs';

jest.mock('../api/update-user', () => ({ updateUser: jest.fn() }));
// mf-auth's personal-data parcel, which the edit dialog mounts, needs single-spa around it: it is another remote's, tested there
jest.mock('@studydesk/shared/federation', () => ({ ...jest.requireActual('@studydesk/shared/federation'), RemoteParcel: () => null }));
jest.mock('@studydesk/shared/data', () => ({
  ...jest.requireActual('@studydesk/shared/data'),
  useLanguageList: () => [{ code: 'en', name: 'English' }],
}));

const ana: UserDto = {
  id: 7, firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', profilepic: null, title: '', language: 'en',
  studyplan: null, profile: 'teacher', isArchived: false, hasPassword: true, invitation: 'accepted', lastLesson: null,
};

function renderEdit(onEdited = jest.fn(), onCloseEdit = jest.fn()) {
  render(
    <PeopleDialogs profile="teacher" creating={false} editing={ana} onCreated={jest.fn()} onCloseCreate={jest.fn()} onEdited={onEdited} onCloseEdit={onCloseEdit} />,
  );
  return { onEdited, onCloseEdit };
}

describe('the user edit dialog (docs/product-rules.md#r-user-2)', () => {
  afterEach(() => act(() => void dispatchAuth({ type: 'userEdit/cancelled' })));

  it('starts the edit with the user’s id and opens on it', async () => {
    renderEdit();
    expect(authState$.getValue().editableUserId).toBe(7);
    expect(await screen.findByRole('dialog', { name: 'Edit Ana Lima' })).toBeTruthy();
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lima');
  });

  it('keeps the form and shows the server’s message when the update fails, then closes on success', async () => {
    const update = updateUser as jest.MockedFunction<typeof updateUser>;
    update.mockRejectedValueOnce(new Error('A user with this email already exists'));
    const { onEdited } = renderEdit();
    await screen.findByRole('dialog', { name: 'Edit Ana Lima' });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lima Souza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A user with this email already exists')).toBeTruthy();
    expect(authState$.getValue()).toMatchObject({ editableUserId: 7, error: 'A user with this email already exists', isLoading: false });
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lima Souza');
    expect(update).toHaveBeenLastCalledWith({ id: 7, lastName: 'Lima Souza' }, null);

    update.mockResolvedValueOnce({ ...ana, lastName: 'Lima Souza' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onEdited).toHaveBeenCalledWith({ ...ana, lastName: 'Lima Souza' }));
    expect(authState$.getValue().editableUserId).toBeNull();
  });

  it('cancels: the edit closes in the session state too', async () => {
    const { onCloseEdit } = renderEdit();
    await screen.findByRole('dialog', { name: 'Edit Ana Lima' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCloseEdit).toHaveBeenCalled();
    expect(authState$.getValue().editableUserId).toBeNull();
  });
});
