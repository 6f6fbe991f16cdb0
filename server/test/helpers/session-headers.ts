import type { FastifyInstance } from 'fastify';
import type { User } from '../../src/db/schema';
import { createSession } from '../../src/modules/auth/queries/sessions';

/** Request headers of a signed-in `user`: a fresh server-side session behind the cookie. */
export async function cookieOf(app: FastifyInstance, user: Pick<User, 'id'>): Promise<Record<string, string>> {
  const { token } = await createSession(app.db, user.id);
  return { cookie: `${app.sessionCookie.name}=${token}` };
}
