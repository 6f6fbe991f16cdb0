import { endpoints } from '@studydesk/shared/contracts';
import { badRequest, conflict, isAdmin } from '../../permissions';
import { assertKnownLanguage } from '../dictionary';
import { toSiteSettingsResponse } from './dto';
import { canonicalTimeZone, isKnownCurrency } from './rules';
import { ratesDefined } from './queries/rates-defined';
import { readSiteSettings, saveSiteSettings } from './queries/site-settings';
import { routesPlugin } from '../route';

/** GET and POST /v1/sitesettings/timezone (docs/product-rules.md#r-api-1). */
export const siteSettingsRoutes = routesPlugin('site settings', (route, app) => {
  route.on(endpoints.siteSettings.get, {
    description: "Any signed-in user: the site time zone and the school's name. Admins also get the retention manager email and the default language.",
    errors: [401],
  }, async ({ me: user }) => {
    return toSiteSettingsResponse(await readSiteSettings(app.db), isAdmin(user));
  });

  route.on(endpoints.siteSettings.save, {
    roles: ['admin'],
    description: "Admins only: sets the site time zone (an IANA name), the retention manager email, and (left out: unchanged) the desired " +
      "retention of student reviews, the school's name and the default language (a listed one).",
    errors: [400, 401, 403],
  }, async ({ body }) => {
    const timeZone = canonicalTimeZone(body.timeZone);
    if (!timeZone) throw badRequest('Unknown time zone: {zone}', { zone: body.timeZone });
    const retentionManagerEmail = body.retentionManagerEmail.trim().toLowerCase();
    if (body.defaultLanguage !== undefined) await assertKnownLanguage(app.db, body.defaultLanguage);
    await saveSiteSettings(app.db, {
      timeZone,
      retentionManagerEmail,
      desiredRetention: body.desiredRetention,
      schoolName: body.schoolName?.trim(),
      defaultLanguage: body.defaultLanguage,
    });
    return toSiteSettingsResponse(await readSiteSettings(app.db), true);
  });

  route.on(endpoints.siteSettings.getPay, {
    roles: ['admin', 'teacher'],
    description: "Admins and teachers: the school's pay policy (teacher's share and make-up credit per lesson outcome, notice window, " +
      'credit expiry, cap per month) and currency. Teachers read it for the activity dialog; admins also learn whether any rate is defined.',
    errors: [401, 403],
  }, async ({ me }) => {
    const { payPolicy, currency } = await readSiteSettings(app.db);
    return { policy: payPolicy, currency, ...(isAdmin(me) ? { ratesDefined: await ratesDefined(app.db) } : {}) };
  });

  route.on(endpoints.siteSettings.savePay, {
    roles: ['admin'],
    description: "Admins only: replaces the school's pay policy and sets its currency (an ISO 4217 code). It applies to outcomes set from now on. " +
      'Rates are not converted: with rates defined, a new currency needs `confirmCurrencyChange: true` (409 without it). ' +
      'Closed periods keep the currency they were paid in.',
    errors: [400, 401, 403, 409],
  }, async ({ body }) => {
    if (!isKnownCurrency(body.currency)) throw badRequest('Unknown currency: {code}', { code: body.currency });
    const before = await readSiteSettings(app.db);
    // docs/product-rules.md#r-pay-8: the numbers of the rates would silently mean another currency
    if (body.currency !== before.currency && !body.confirmCurrencyChange && (await ratesDefined(app.db))) {
      throw conflict('Rates are not converted: their amounts would read as {to} instead of {from}. Confirm the change of currency', {
        from: before.currency, to: body.currency,
      });
    }
    await saveSiteSettings(app.db, { payPolicy: body.policy, currency: body.currency });
    const { payPolicy, currency } = await readSiteSettings(app.db);
    return { policy: payPolicy, currency, ratesDefined: await ratesDefined(app.db) };
  });

  route.on(endpoints.siteSettings.getAbsenceRules, {
    roles: ['admin'],
    description: "Admins only: the school's absence rules (docs/product-rules.md#r-absence-2), each with who is told and its cooldown.",
    errors: [401, 403],
  }, async () => ({ rules: [...(await readSiteSettings(app.db)).absenceRules] }));

  route.on(endpoints.siteSettings.saveAbsenceRules, {
    roles: ['admin'],
    description: "Admins only: replaces the school's absence rules (none: no alerts). Each rule's id is its own (400 for one used twice); " +
      'alerts already raised keep the rule as it was.',
    errors: [400, 401, 403],
  }, async ({ body }) => {
    if (new Set(body.rules.map((rule) => rule.id)).size !== body.rules.length) throw badRequest('Two absence rules have the same id');
    await saveSiteSettings(app.db, { absenceRules: body.rules });
    return { rules: [...(await readSiteSettings(app.db)).absenceRules] };
  });
});
