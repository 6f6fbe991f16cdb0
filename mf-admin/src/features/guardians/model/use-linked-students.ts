import { useCallback, useState } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { LinkedStudentDto, PlanPerson } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';

/**
 * The students linked to a guardian (docs/product-rules.md#r-guard-1), and linking or
 * unlinking one: each call answers the whole list, which replaces the loaded one; a
 * failure keeps the list as it was and says why.
 */
export function useLinkedStudents(guardianId: number) {
  const loaded = useResource(`guardian-students-${guardianId}`, async (signal) => (await call(endpoints.guardians.students, { params: { guardianId }, signal })).data.students);
  const [changed, setChanged] = useState<LinkedStudentDto[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = useCallback(async (request: () => Promise<LinkedStudentDto[]>) => {
    setBusy(true);
    setError(null);
    try {
      setChanged(await request());
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  const link = useCallback(
    (student: PlanPerson) => change(async () => (await call(endpoints.guardians.link, { params: { guardianId }, body: { studentId: student.id } })).data.students),
    [change, guardianId],
  );
  const unlink = useCallback(
    (studentId: number) => change(async () => (await call(endpoints.guardians.unlink, { params: { guardianId, studentId } })).data.students),
    [change, guardianId],
  );
  return { loaded, students: changed ?? loaded.data ?? [], busy, error, link, unlink };
}
