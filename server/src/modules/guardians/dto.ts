import type { LinkedStudentsResponse } from '@studydesk/shared/contracts';
import { toPerson } from '../study-plans';
import type { LinkedStudentRow } from './queries/guardians';

/** The linked students as the guardians endpoints answer them: plan people (shared/src/contracts/guardians.ts). */
export function toLinkedStudentsResponse(rows: readonly LinkedStudentRow[]): LinkedStudentsResponse {
  return { students: rows.map(toPerson) };
}
