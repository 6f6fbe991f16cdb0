import { call } from '@studydesk/shared/api-client';
import type { LinkedStudentDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';

/** The signed-in guardian's linked students (docs/product-rules.md#r-guard-1), loaded once for the home and each student's page. */
export function useLinkedStudents() {
  return useResource('guardian-students', async (signal): Promise<LinkedStudentDto[]> => (await call(endpoints.guardians.mine, { signal })).data.students);
}
