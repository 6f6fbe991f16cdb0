import { endpoints } from '@studydesk/shared/contracts';
import { canReadUser, forbidden, notFound } from '../../permissions';
import { assertKnownLanguage } from '../dictionary';
import { countActiveStudentsAndGroups, setLanguage } from './queries/users';
import { findUserDto } from './user-views';
import { routesPlugin } from '../route';

/** The signed-in user's own data and settings, and the admin home counters (docs/product-rules.md#r-api-1 /v1/user). */
export const userRoutes = routesPlugin('users', (route, app) => {
  route.on(endpoints.people.user, {
    description: 'Admins: anyone. Others: themselves; a teacher also the students and co-teachers of plans they teach.',
    errors: [400, 401, 403, 404],
  }, async ({ me, params }) => {
    if (!(await canReadUser(app.db, me, params.id))) throw forbidden('You cannot see this user');
    const user = await findUserDto(app.db, params.id);
    if (!user) throw notFound('User not found');
    return { user };
  });

  route.on(endpoints.people.settings, {
    description: "Changes the signed-in user's interface language.",
    errors: [400, 401, 415],
  }, async ({ me, body: { language } }) => {
    await assertKnownLanguage(app.db, language);
    await setLanguage(app.db, me.id, language);
    const user = await findUserDto(app.db, me.id);
    if (!user) throw notFound('User not found');
    return { user };
  });

  route.on(endpoints.people.activeStudentsGroups, {
    roles: ['admin'],
    description: 'Admins only: students who are not archived, and group study plans that are not archived.',
    errors: [401, 403],
  }, async () => {
    return countActiveStudentsAndGroups(app.db);
  });
});
