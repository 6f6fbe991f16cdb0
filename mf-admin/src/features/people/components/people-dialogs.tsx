import { useEffect, useReducer } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { ProfileType, UserDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { displayName } from '@studydesk/shared/text';
import { idleSubmission, submissionReducer } from '@studydesk/shared/forms';
import { updateUser } from '../api/update-user';
import { toRegisterRequest, toUpdateFields, userFormFrom, type UserFormValues } from '../model/user-form';
import { useUserEdit } from '../model/use-user-edit';
import { UserFormDialog } from './user-form-dialog';

export interface PeopleDialogsProps {
  profile: ProfileType;
  creating: boolean;
  /** the person whose Edit was pressed; null when none */
  editing: UserDto | null;
  onCreated: (user: UserDto) => void;
  onCloseCreate: () => void;
  onEdited: (user: UserDto) => void;
  onCloseEdit: () => void;
}

/** The create dialog (register, then the picture) and the edit dialog (docs/product-rules.md#r-user-2 User edit). */
export function PeopleDialogs({ profile, creating, editing, onCreated, onCloseCreate, onEdited, onCloseEdit }: PeopleDialogsProps) {
  const t = useT();
  const edit = useUserEdit();
  const [submission, dispatch] = useReducer(submissionReducer, idleSubmission);
  const { start, cancel } = edit;

  useEffect(() => {
    if (editing) start(editing.id);
  }, [editing, start]);
  // leaving the page mid-edit must not leave the session's edit open
  useEffect(() => () => cancel(), [cancel]);

  async function create(values: UserFormValues, picture: File | null) {
    dispatch({ type: 'submitted' });
    try {
      let user = (await call(endpoints.people.register, { body: toRegisterRequest(values) })).data.user;
      if (picture) {
        try {
          user = await updateUser({ id: user.id }, picture);
        } catch (error) {
          // the person exists and is invited; only the picture is missing, which Edit can add
          toast.error(errorMessage(error));
        }
      }
      dispatch({ type: 'succeeded' });
      toast.success(t('{name} added; an invitation was sent to {email}', { name: displayName(user) || user.email, email: user.email }));
      onCreated(user);
    } catch (error) {
      const message = errorMessage(error);
      dispatch({ type: 'failed', error: message });
      toast.error(message);
    }
  }

  async function save(values: UserFormValues, picture: File | null) {
    if (!editing) return;
    const saved = await edit.save(toUpdateFields(editing.id, userFormFrom(editing), values), picture);
    if (saved) {
      toast.success(t('{name} saved', { name: displayName(saved) || saved.email }));
      onEdited(saved);
    } else {
      toast.error(t('The changes were not saved'));
    }
  }

  return (
    <>
      <UserFormDialog
        open={creating}
        profile={profile}
        saving={submission.status === 'submitting'}
        error={submission.error}
        onCancel={() => {
          dispatch({ type: 'reset' });
          onCloseCreate();
        }}
        onSubmit={(values, picture) => void create(values, picture)}
      />
      <UserFormDialog
        open={editing !== null && edit.editingId === editing.id}
        user={editing}
        profile={profile}
        saving={edit.saving}
        error={edit.error}
        onCancel={() => {
          cancel();
          onCloseEdit();
        }}
        onSubmit={(values, picture) => void save(values, picture)}
      />
    </>
  );
}
