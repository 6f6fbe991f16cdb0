import { useCallback } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import type { UpdateUserFields, UserDto } from '@studydesk/shared/contracts';
import { authState$, dispatchAuth, useAuthState } from '@studydesk/shared/session';
import { updateUser } from '../api/update-user';

export interface UserEdit {
  /** the id being edited (docs/product-rules.md#r-user-2 auth state editableUserId), or null */
  editingId: number | null;
  saving: boolean;
  error: string | null;
  start: (id: number) => void;
  cancel: () => void;
  /** resolves to the saved user, or null when the save failed (the edit stays open) */
  save: (fields: UpdateUserFields, picture: File | null) => Promise<UserDto | null>;
}

/**
 * The user edit (docs/product-rules.md#r-user-2), through the session's auth reducer, so
 * every remote sees the same edit state.
 */
export function useUserEdit(): UserEdit {
  const auth = useAuthState();
  const editingId = auth.editableUserId;

  const start = useCallback((id: number) => {
    dispatchAuth({ type: 'userEdit/started', id });
  }, []);
  const cancel = useCallback(() => {
    dispatchAuth({ type: 'userEdit/cancelled' });
  }, []);
  const save = useCallback(async (fields: UpdateUserFields, picture: File | null) => {
    dispatchAuth({ type: 'userEdit/updateRequested' });
    try {
      const saved = await updateUser(fields, picture);
      dispatchAuth({ type: 'userEdit/succeeded' });
      // an admin editing themself: the frame's name and picture follow at once
      if (authState$.getValue().profile?.id === saved.id) dispatchAuth({ type: 'profile/updated', profile: saved });
      return saved;
    } catch (error) {
      dispatchAuth({ type: 'userEdit/failed', error: errorMessage(error) });
      return null;
    }
  }, []);

  return { editingId, saving: editingId !== null && auth.isLoading, error: editingId !== null ? auth.error : null, start, cancel, save };
}
