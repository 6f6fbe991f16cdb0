import { call } from '@studydesk/shared/api-client';
import { PROFILE_PICTURE_FIELD, type UpdateUserFields, type UserDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/**
 * POST /v1/auth/update/users — multipart, so a new picture can ride along. The browser
 * sets the Content-Type (with the multipart boundary) itself.
 */
export async function updateUser(fields: UpdateUserFields, picture?: File | null): Promise<UserDto> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (picture) form.append(PROFILE_PICTURE_FIELD, picture);
  const { data } = await call(endpoints.people.updateUser, { body: form });
  return data.user;
}
