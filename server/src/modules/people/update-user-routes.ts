import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROFILE_PICTURE_FIELD, UpdateUserFields, UpdateUserResponse, errorResponses } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { foldForSearch } from '../../db/search-text';
import { deleteUserSessions } from '../auth/queries/sessions';
import { readUpdateUserInput } from './update-user-input';
import { findUserDto } from './dto';
import { countActiveAdmins, emailTaken, isUniqueViolation, normaliseEmail } from './people-queries';
import { badRequest, conflict, forbidden, isAdmin, notFound, requireUser } from '../../permissions';

const LAST_ADMIN = 'The last active admin cannot be archived or given another profile type. Make another user admin first.';
const DUPLICATE_EMAIL = 'A user with this email already exists';

// For the OpenAPI document only: the handler parses and checks the body itself, because
// multipart fields arrive as strings and the picture is a file.
const UpdateUserForm = Type.Composite([
  UpdateUserFields,
  Type.Object({ [PROFILE_PICTURE_FIELD]: Type.Optional(Type.String({ format: 'binary' })) }),
]);

/**
 * POST /v1/auth/update/users (multipart, spec §7). Anyone may change their own names,
 * title, language and picture; only admins change other users, and email, profile type
 * and archived state — never their own profile type or archived state, and never so that
 * no active admin is left.
 */
export const updateUserRoute: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  app.post(
    '/v1/auth/update/users',
    {
      config: { multipart: true },
      // the body is checked in the handler (see UpdateUserForm)
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: ['users'],
        consumes: ['multipart/form-data', 'application/json'],
        body: UpdateUserForm,
        response: { 200: UpdateUserResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { fields, picture } = await readUpdateUserInput(request);
      const targetId = fields.id ?? me.id;
      const self = targetId === me.id;
      if (!self && !isAdmin(me)) throw forbidden('You can only change your own profile');

      const target = await app.db.selectFrom('users').selectAll().where('id', '=', targetId).executeTakeFirst();
      if (!target) throw notFound('User not found');

      const email = fields.email === undefined ? target.email : normaliseEmail(fields.email);
      const profile = fields.profile ?? target.profile;
      const archived: 0 | 1 = fields.isArchived === undefined ? target.archived : fields.isArchived ? 1 : 0;
      const guardedChange = email !== target.email || profile !== target.profile || archived !== target.archived;
      if (guardedChange && !isAdmin(me)) throw forbidden('Only admins can change email, profile type or archived state');
      const losesAdmin = target.profile === 'admin' && target.archived === 0 && (profile !== 'admin' || archived === 1);
      if (losesAdmin && (await countActiveAdmins(app.db)) <= 1) throw badRequest(LAST_ADMIN);
      if (self && (profile !== target.profile || archived !== target.archived)) {
        throw forbidden('You cannot change your own profile type or archived state');
      }
      if (email !== target.email && (await emailTaken(app.db, email, targetId))) throw conflict(DUPLICATE_EMAIL);

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
        await app.db.transaction().execute(async (trx) => {
          if (losesAdmin && app.dbDialect === 'postgres') {
            // PostgreSQL runs concurrent transactions side by side: lock the active admins so
            // the re-count below sees the other one's result (SQLite serialises writers anyway)
            await trx.selectFrom('users').select('id').where('profile', '=', 'admin').where('archived', '=', 0).forUpdate().execute();
          }
          await trx
            .updateTable('users')
            .set({ ...next, search_text: foldForSearch(next.first_name, next.last_name, next.email, next.title), updated_at: Date.now() })
            .where('id', '=', targetId)
            .execute();
          // re-counted inside the transaction: two admins demoting each other at once must not both win
          if (losesAdmin && (await countActiveAdmins(trx)) < 1) throw badRequest(LAST_ADMIN);
          // an archived user is signed out everywhere at once
          if (archived === 1 && target.archived === 0) await deleteUserSessions(trx, targetId);
        });
      } catch (error) {
        await app.uploads.remove(newPicture);
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
        throw error;
      }
      if (profilePic !== target.profile_pic) await app.uploads.remove(target.profile_pic);

      const user = await findUserDto(app.db, targetId, config.publicUrl);
      if (!user) throw notFound('User not found');
      return { user };
    },
  );
};
