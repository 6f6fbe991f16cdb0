import { endpoints } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { foldForSearch } from '../../db/search-text';
import { conflict, notFound } from '../../permissions';
import { assertKnownLanguage } from '../dictionary';
import { listUsers } from './queries/user-list';
import { emailTaken, insertUserWithInvitation } from './queries/users';
import { findUserDto } from './user-views';
import { isUniqueViolation } from '../../plugins/error-handler';
import { DUPLICATE_EMAIL, normaliseEmail } from './rules';
import { routesPlugin } from '../route';

/** User administration under /v1/auth: register, the paged user lists, and updates. */
export const authUserRoutes = routesPlugin<{ config: ServerConfig }>('users', (route, app) => {
  route.on(endpoints.people.register, {
    roles: ['admin'],
    description: 'Admins only: creates a user without a password and (by default) mails them an invitation.',
    status: 201, errors: [400, 401, 403, 409, 415],
  }, async ({ body }) => {
    const email = normaliseEmail(body.email);
    await assertKnownLanguage(app.db, body.language ?? 'en');
    if (await emailTaken(app.db, email)) throw conflict(DUPLICATE_EMAIL);
    const title = body.title ?? '';
    const now = Date.now();
    let id: number;
    try {
      // the user and their invitation commit together: the mail is sent once, by the job runner
      id = await insertUserWithInvitation(app.db, app.jobs, body.sendInvitation !== false, {
        email,
        password_hash: null,
        profile: body.profile,
        first_name: body.firstName.trim(),
        last_name: body.lastName.trim(),
        title: title.trim(),
        language: body.language ?? 'en',
        archived: 0,
        search_text: foldForSearch(body.firstName, body.lastName, email, title),
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
      throw error;
    }
    const user = await findUserDto(app.db, id);
    if (!user) throw notFound('User not found');
    return { user };
  });

  route.on(endpoints.people.list, {
    roles: ['admin'],
    description: 'Admins only: one page of users, filtered by profile type and archived state, searched (case- and ' +
      'accent-insensitive) in names, email and title. Students default to ordering by last lesson.',
    errors: [400, 401, 403, 415],
  }, async ({ body }) => {
    return { user: await listUsers(app.db, body) };
  });
});
