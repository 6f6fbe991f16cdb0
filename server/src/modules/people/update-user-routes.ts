import { endpoints } from '@studydesk/shared/contracts';
import { badRequest, conflict, forbidden, isAdmin, notFound } from '../../permissions';
import { assertKnownLanguage } from '../dictionary';
import { countActiveAdmins, emailTaken, findUser, saveUser } from './queries/users';
import { findUserDto } from './user-views';
import { isUniqueViolation } from '../../plugins/error-handler';
import { DUPLICATE_EMAIL, LAST_ADMIN, losesAdmin as takesAnAdmin, normaliseEmail } from './rules';
import { readUpdateUserInput } from './update-user-input';
import { routesPlugin } from '../route';

/**
 * POST /v1/auth/update/users (multipart, docs/product-rules.md#r-user-1). Anyone may change their own names,
 * title, language and picture; only admins change other users, and email, profile type
 * and archived state — never their own profile type or archived state, and never so that
 * no active admin is left.
 */
export const updateUserRoute = routesPlugin('users', (route, app) => {
  // the body is checked in the handler: multipart fields arrive as strings and the picture is a file
  route.on(endpoints.people.updateUser, {
    multipart: true, validate: false, consumes: ['multipart/form-data', 'application/json'],
    errors: [400, 401, 403, 404, 409, 413, 415],
  }, async ({ me, request }) => {
    const { fields, picture } = await readUpdateUserInput(request);
    const targetId = fields.id ?? me.id;
    const self = targetId === me.id;
    if (!self && !isAdmin(me)) throw forbidden('You can only change your own profile');

    const target = await findUser(app.db, targetId);
    if (!target) throw notFound('User not found');

    const email = fields.email === undefined ? target.email : normaliseEmail(fields.email);
    const profile = fields.profile ?? target.profile;
    const archived: 0 | 1 = fields.isArchived === undefined ? target.archived : fields.isArchived ? 1 : 0;
    const guardedChange = email !== target.email || profile !== target.profile || archived !== target.archived;
    if (guardedChange && !isAdmin(me)) throw forbidden('Only admins can change email, profile type or archived state');
    const losesAdmin = takesAnAdmin(target, { profile, archived });
    if (losesAdmin && (await countActiveAdmins(app.db)) <= 1) throw badRequest(LAST_ADMIN);
    if (self && (profile !== target.profile || archived !== target.archived)) {
      throw forbidden('You cannot change your own profile type or archived state');
    }
    if (email !== target.email && (await emailTaken(app.db, email, targetId))) throw conflict(DUPLICATE_EMAIL);
    if (fields.language !== undefined && fields.language !== target.language) await assertKnownLanguage(app.db, fields.language);

    // only now, with every check passed, does the picture touch the disk (415 if not an image)
    const newPicture = picture ? await app.uploads.savePicture(picture) : null;
    const profilePic = newPicture ?? (fields.removeProfilepic ? null : target.profile_pic);
    const next = {
      email,
      profile,
      archived,
      first_name: fields.firstName?.trim() ?? target.first_name,
      last_name: fields.lastName?.trim() ?? target.last_name,
      title: fields.title?.trim() ?? target.title,
      language: fields.language ?? target.language,
      profile_pic: profilePic,
    };
    try {
      await saveUser(app.db, app.dbDialect, targetId, next, {
        losesAdmin,
        archiving: archived === 1 && target.archived === 0,
        emailChanged: email !== target.email,
        keepSessionId: self ? request.sessionId : null,
      });
    } catch (error) {
      await app.uploads.remove(newPicture);
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
      throw error;
    }
    if (profilePic !== target.profile_pic) await app.uploads.remove(target.profile_pic);

    const user = await findUserDto(app.db, targetId);
    if (!user) throw notFound('User not found');
    return { user };
  });
});
