import type { FastifyInstance } from 'fastify';
import type { User } from '../../src/db/schema';
import { insertUser } from './app';

type Role = 'admin' | 'teacher' | 'student';

/**
 * Each role's user, kept one who can sign in across requests a test makes with random
 * input: an accepted request may erase or archive it (an admin's erasure of the teacher
 * is valid input), and then the next request of that role would carry a dead session,
 * whose end is the session plugin's doing, not that request's. A user gone that way is
 * replaced by a new one of the same profile, a teacher or member of the plan as before.
 */
export function usableRoles(app: FastifyInstance, planId: number, start: Record<Role, User>): (role: Role) => Promise<User> {
  const users = { ...start };
  return async (role) => {
    const row = await app.db.selectFrom('users').select('archived').where('id', '=', users[role].id).executeTakeFirst();
    if (row && Number(row.archived) === 0) return users[role];
    const user = await insertUser(app.db, { profile: role });
    users[role] = user;
    if (role === 'teacher') await app.db.insertInto('study_plan_teachers').values({ study_plan_id: planId, teacher_id: user.id }).execute();
    if (role === 'student') await app.db.insertInto('study_plan_members').values({ study_plan_id: planId, student_id: user.id }).execute();
    return user;
  };
}
