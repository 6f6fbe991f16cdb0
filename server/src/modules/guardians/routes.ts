import { endpoints } from '@studydesk/shared/contracts';
import { badRequest, notFound } from '../../permissions';
import { routesPlugin } from '../route';
import { toLinkedStudentsResponse } from './dto';
import { countLinkedStudents, linkStudent, listLinkedStudents, profileOf, unlinkStudent } from './queries/guardians';
import { MAX_LINKED_STUDENTS } from './rules';

/** Guardians and their students (docs/product-rules.md#r-guard-1): admins link them, a guardian lists their own. */
export const guardiansRoutes = routesPlugin('guardians', (route, { db }) => {
  const answer = async (guardianId: number) => toLinkedStudentsResponse(await listLinkedStudents(db, guardianId));
  const assertGuardian = async (guardianId: number) => {
    if ((await profileOf(db, guardianId)) !== 'guardian') throw notFound('Guardian not found');
  };

  route.on(endpoints.guardians.mine, {
    roles: ['guardian'],
    description: 'The signed-in guardian\'s linked students, by last name: whose plans, lessons and progress they may read.',
    errors: [401, 403],
  }, async ({ me }) => answer(me.id));

  route.on(endpoints.guardians.students, {
    roles: ['admin'],
    description: 'Admins only: the students linked to a guardian, by last name.',
    errors: [401, 403, 404],
  }, async ({ params: { guardianId } }) => {
    await assertGuardian(guardianId);
    return answer(guardianId);
  });

  route.on(endpoints.guardians.link, {
    roles: ['admin'],
    description: 'Admins only: links a student to a guardian (a student may have several guardians); linking twice changes nothing. Answers the linked students.',
    errors: [400, 401, 403, 404],
  }, async ({ params: { guardianId }, body: { studentId } }) => {
    await assertGuardian(guardianId);
    if ((await profileOf(db, studentId)) !== 'student') throw badRequest('Only students can be linked to a guardian');
    if ((await countLinkedStudents(db, guardianId)) >= MAX_LINKED_STUDENTS) throw badRequest('{max, plural, one {A guardian can follow at most # student} other {A guardian can follow at most # students}}', { max: MAX_LINKED_STUDENTS });
    await linkStudent(db, guardianId, studentId, Date.now());
    return answer(guardianId);
  });

  route.on(endpoints.guardians.unlink, {
    roles: ['admin'],
    description: 'Admins only: unlinks a student from a guardian, who at once stops seeing their plans. Answers the linked students.',
    errors: [401, 403, 404],
  }, async ({ params: { guardianId, studentId } }) => {
    await assertGuardian(guardianId);
    await unlinkStudent(db, guardianId, studentId);
    return answer(guardianId);
  });
});
