import { endpoint } from './endpoint';
import { PROFILE_PICTURE_FIELD, RegisterRequest, UpdateUserFields } from '../auth';
import { IdParams } from '../common';
import { ActiveStudentsGroupsResponse, UserResponse, UserSettingsRequest, UsersListRequest, UsersListResponse } from '../users';
import { Type } from '@sinclair/typebox';

/** A stored profile picture's file name. */
const PictureParams = Type.Object({ name: Type.String({ maxLength: 64 }) });

/**
 * A user's changes as a form sends them (multipart, with the picture as a file); the server
 * parses and checks the body itself, so this schema documents the request only.
 */
const UpdateUserForm = Type.Composite([
  UpdateUserFields,
  Type.Object({ [PROFILE_PICTURE_FIELD]: Type.Optional(Type.String({ format: 'binary' })) }),
]);

/** The people endpoints (docs/conventions.md#endpoints). */
export const peopleEndpoints = {
  picture: endpoint({ method: 'GET', path: '/uploads/:name', params: PictureParams }),
  updateUser: endpoint({ method: 'POST', path: '/v1/auth/update/users', body: UpdateUserForm, response: UserResponse }),
  user: endpoint({ method: 'GET', path: '/v1/user/data/:id', params: IdParams, response: UserResponse }),
  settings: endpoint({ method: 'PATCH', path: '/v1/user/settings', body: UserSettingsRequest, response: UserResponse }),
  activeStudentsGroups: endpoint({ method: 'GET', path: '/v1/user/activestudentsgroups', response: ActiveStudentsGroupsResponse }),
  register: endpoint({ method: 'POST', path: '/v1/auth/register', body: RegisterRequest, response: UserResponse }),
  list: endpoint({ method: 'POST', path: '/v1/auth/users', body: UsersListRequest, response: UsersListResponse }),
};
