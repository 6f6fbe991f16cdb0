import { call } from '@studydesk/shared/api-client';
import type { UserResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/**
 * POST /v1/auth/update/users — multipart (fields of the contract's UpdateUserFields plus
 * the `profilepic` file; build the body with profileFormData). No Content-Type header
 * here: the browser must set it itself to add the multipart boundary.
 */
export async function updateProfile(body: FormData): Promise<UserResponse> {
  const { data } = await call(endpoints.people.updateUser, { body });
  return data;
}
