import { endpoints } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { foldForSearch } from '../../db/search-text';
import { badRequest, conflict, notFound } from '../../permissions';
import { hashPassword, hashToken, looksLikeToken } from '../../sessions';
import { assertPasswordAllowed, schoolWords, startSession } from '../auth';
import { assertKnownLanguage, languageList } from '../dictionary';
import { isUniqueViolation } from '../../plugins/error-handler';
import { DUPLICATE_EMAIL, findUserDto, normaliseEmail } from '../people';
import { canonicalTimeZone, isKnownCurrency, readSiteSettings, settingsCache } from '../site-settings';
import { toSchoolNameResponse, toSetupInfo } from './dto';
import { completeSetup, hasActiveAdmin, readSetupToken } from './queries/setup';
import { setupTokenError, setupTokenState } from './rules';
import { routesPlugin } from '../route';

/** First run (docs/product-rules.md#r-setup-1) and the school's public name (#r-setup-3). */
export const setupRoutes = routesPlugin<{ config: ServerConfig }>('setup', (route, app, { config }) => {
  /** Throws the link's 404/410 unless it works now. */
  const assertLinkWorks = async (token: string, now: number) => {
    const stored = await readSetupToken(app.db);
    const state = setupTokenState({ ...stored, hasAdmin: await hasActiveAdmin(app.db) }, looksLikeToken(token) ? hashToken(token) : null, now);
    if (state !== 'valid') throw setupTokenError(state);
  };

  route.on(endpoints.setup.school, {
    auth: 'public',
    description: "Anyone: the school's name ('' until set), for the titles of signed-out pages. No other setting.",
    errors: [],
  }, async () => toSchoolNameResponse(await readSiteSettings(app.db)));

  route.on(endpoints.setup.check, {
    auth: 'public',
    description: 'Whether a first-run link works, without using it: 404 for an unknown link, 410 for an expired one or once the school has an admin.',
    errors: [400, 404, 410],
  }, async ({ params }) => {
    await assertLinkWorks(params.token, Date.now());
    return toSetupInfo(await languageList(app.db));
  });

  route.on(endpoints.setup.complete, {
    auth: 'public',
    description: "Uses a first-run link: creates the first admin and sets the school's name, time zone, default language and currency " +
      'in one transaction, then signs the admin in. 400 for a field outside the rules (the password policy, an unknown zone, ' +
      'language or currency), 404/410 for a link that does not work.',
    status: 201, errors: [400, 404, 409, 410, 415],
  }, async ({ body, request, reply }) => {
    const now = Date.now();
    await assertLinkWorks(body.token, now);
    const timeZone = canonicalTimeZone(body.timeZone);
    if (!timeZone) throw badRequest('Unknown time zone: {zone}', { zone: body.timeZone });
    if (!isKnownCurrency(body.currency)) throw badRequest('Unknown currency: {code}', { code: body.currency });
    await assertKnownLanguage(app.db, body.language);
    const email = normaliseEmail(body.email);
    const firstName = body.firstName.trim();
    const lastName = body.lastName.trim();
    const schoolName = body.schoolName.trim();
    const owner = { first_name: firstName, last_name: lastName, email };
    await assertPasswordAllowed(body.password, owner, schoolWords(config.publicUrl, schoolName));
    const passwordHash = await hashPassword(body.password);
    let id: number | null;
    try {
      id = await completeSetup(
        app.db,
        hashToken(body.token),
        { email, firstName, lastName, passwordHash, language: body.language, searchText: foldForSearch(firstName, lastName, email, '') },
        { schoolName, timeZone, defaultLanguage: body.language, currency: body.currency },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
      throw error;
    }
    settingsCache.changed(app.db);
    // lost a race with another use of the link, or an admin appeared meanwhile
    if (id === null) throw setupTokenError((await hasActiveAdmin(app.db)) ? 'alreadySetUp' : 'expired');
    request.log.info({ userId: id }, 'first admin created; the setup link no longer works');
    await startSession(app, request, reply, id);
    const user = await findUserDto(app.db, id);
    if (!user) throw notFound('User not found');
    return { user };
  });
});
