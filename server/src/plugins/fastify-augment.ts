/**
 * What the auth plugins add to Fastify's types. Imported (for its side effect on the
 * types) by the modules that read `request.user`, so the augmentation is always seen.
 */
import type { AuthUser } from '../sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the session plugin from the session cookie; null without a valid session */
    user: AuthUser | null;
    /** id (token hash) of the current session, for logout and rotation */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** reachable without a session (login, forgot, set password, health, docs) */
    public?: boolean;
    /** accepts multipart/form-data bodies (upload routes) besides application/json */
    multipart?: boolean;
    /** accepts application/x-www-form-urlencoded bodies (the sign-in form sent without script) */
    form?: boolean;
    /** a GET that changes state (logout, send invitation): gets the foreign-Origin check too */
    stateChanging?: boolean;
  }
}
