import { endpoints } from '@studydesk/shared/contracts';
import { routesPlugin } from '../route';

const LOGIN_PAGE = '/login';

/** What went wrong, as /login?signin=<problem> names it (mf-auth's login-rules.ts shows its message). */
function problemOf(status: number): string {
  if (status === 403) return 'archived';
  if (status === 429) return 'limited';
  if (status === 503) return 'busy';
  return 'wrong';
}

const FORM_BODY_LIMIT = 4096;

/**
 * The sign-in form sent as a plain HTML form: before the page's script has run (the
 * prerendered /login), or with scripts off. It is the JSON sign-in route itself, run
 * in-process for the caller's address (the same limits, password check and session
 * cookie), answered with a redirect a browser follows: to the shell, which takes up the session
 * (shell/src/session/form-sign-in.ts), or back to /login with the problem named. Its own plugin, so only this route parses form bodies.
 */
export const formSignInRoutes = routesPlugin('auth', (route, app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  route.on(endpoints.auth.loginForm, {
    auth: 'public',
    form: true,
    hide: true,
    consumes: ['application/x-www-form-urlencoded'],
    description: 'POST /v1/auth/login for a plain HTML form: 303 to /?signedin=<user id>, or to /login?signin=wrong|limited|archived|busy.',
    errors: [400, 403, 415],
  }, async ({ body, request, reply }) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: request.ip,
      headers: {
        'content-type': 'application/json',
        ...(request.headers.host ? { host: request.headers.host } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
      payload: { email: body.email, password: body.password },
    });
    if (answer.statusCode !== 200) return reply.redirect(`${LOGIN_PAGE}?signin=${problemOf(answer.statusCode)}`, 303);
    const cookie = answer.headers['set-cookie'];
    if (cookie !== undefined) reply.header('set-cookie', cookie);
    // the shell reads the signed-in user by this id (the session cookie is what proves it)
    // and routes to the role's home
    const { user } = answer.json<{ user: { id: number } }>();
    return reply.redirect(`/?signedin=${user.id}`, 303);
  });
});
