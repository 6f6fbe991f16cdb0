import { useCallback } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { UserDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { displayName } from '@studydesk/shared/text';
import { updateUser } from '../api/update-user';

/** Archive, restore and resend invitation, each with a toast; `done` reloads the list. */
export function usePersonActions(done: () => void) {
  const t = useT();
  const setArchived = useCallback(
    async (user: UserDto, isArchived: boolean) => {
      const name = displayName(user) || user.email;
      try {
        await updateUser({ id: user.id, isArchived });
        toast.success(isArchived ? t('{name} archived', { name }) : t('{name} restored', { name }));
        done();
      } catch (error) {
        // e.g. the last active admin: the server says why
        toast.error(errorMessage(error));
      }
    },
    [t, done],
  );
  const resend = useCallback(
    async (user: UserDto) => {
      try {
        await call(endpoints.auth.resendInvitation, { params: { id: user.id } });
        toast.success(t('Invitation sent to {email}', { email: user.email }));
        done();
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    [t, done],
  );
  return { setArchived, resend };
}
