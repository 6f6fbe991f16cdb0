import type { LinkedStudentsResponse } from '@studydesk/shared/contracts';
import { pictureUrl } from '../people';
import type { LinkedStudentRow } from './queries/guardians';

/** The linked students as the guardians endpoints answer them (shared/src/contracts/guardians.ts). */
export function toLinkedStudentsResponse(rows: readonly LinkedStudentRow[]): LinkedStudentsResponse {
  return {
    students: rows.map((row) => ({
      id: Number(row.id),
      firstName: row.first_name,
      lastName: row.last_name,
      title: row.title,
      profilepic: pictureUrl(row.profile_pic),
      isArchived: Number(row.archived) === 1,
    })),
  };
}
