import { MAIL_KINDS_BY_PROFILE, endpoints } from '@studydesk/shared/contracts';
import { badRequest, notFound } from '../../permissions';
import { readSiteSettings, saveSiteSettings } from '../site-settings';
import { routesPlugin } from '../route';
import { toMailPreferences } from './dto';
import { optOutLinkOwner } from './opt-out-link';
import { kindsTurnedOff, setMailKind } from './queries/preferences';
import { todayRunAt } from './queries/today-run';

const NOT_A_LINK = 'This link is not valid. Open it again from the mail, or change your mails on your profile.';

/** The sending time (admins), each person's mail choices, and the mails' opt-out links (docs/product-rules.md#r-mail-2). */
export const reminderRoutes = routesPlugin('reminders', (route, app) => {
  const schedule = async () => {
    const { reminderTime, timeZone } = await readSiteSettings(app.db);
    const sentAt = await todayRunAt(app.db, Date.now(), timeZone);
    return { time: reminderTime, todaySentAt: sentAt === null ? null : new Date(sentAt).toISOString() };
  };

  route.on(endpoints.reminders.getSchedule, {
    roles: ['admin'],
    description: "Admins only: the school's local time at which the day's lesson reminders (for the next day) and teachers' digests go out, " +
      "and when today's run went out (null while it has not).",
    errors: [401, 403],
  }, schedule);

  route.on(endpoints.reminders.saveSchedule, {
    roles: ['admin'],
    description: 'Admins only: sets the local sending time (HH:mm). A day whose run went out already is not sent again.',
    errors: [400, 401, 403],
  }, async ({ body }) => {
    await saveSiteSettings(app.db, { reminderTime: body.time });
    return schedule();
  });

  route.on(endpoints.reminders.preferences, {
    description: 'Any signed-in user: which kinds of scheduled mail they receive (only the kinds their profile gets).',
    errors: [401],
  }, async ({ me }) => toMailPreferences(me.profile, await kindsTurnedOff(app.db, me.id)));

  route.on(endpoints.reminders.savePreference, {
    description: 'Any signed-in user: turns one kind of their scheduled mail on or off.',
    errors: [400, 401],
  }, async ({ me, body }) => {
    if (!MAIL_KINDS_BY_PROFILE[me.profile]?.includes(body.kind)) throw badRequest('You do not receive this kind of mail');
    await setMailKind(app.db, me.id, body.kind, body.on);
    return toMailPreferences(me.profile, await kindsTurnedOff(app.db, me.id));
  });

  const personOf = async (token: string) => {
    const owner = await optOutLinkOwner(app.db, token);
    if (!owner) throw notFound(NOT_A_LINK);
    return owner;
  };

  route.on(endpoints.reminders.optOutLink, {
    auth: 'public',
    description: "Anyone with a mail's opt-out link: which kind of mail it is for, whether it is on, and its owner's language " +
      '(the page speaks it to a recipient signed out). The link is signed; no sign-in needed; 404 for any link that is not valid.',
    errors: [404],
  }, async ({ params }) => {
    const { userId, kind, language } = await personOf(params.token);
    return { kind, on: !(await kindsTurnedOff(app.db, userId)).has(kind), language };
  });

  route.on(endpoints.reminders.optOut, {
    auth: 'public', stateChanging: true,
    description: "Anyone with a mail's opt-out link: turns that kind of mail off for its recipient (or on again); 404 for any link that is not valid.",
    errors: [400, 403, 404],
  }, async ({ params, body }) => {
    const { userId, kind } = await personOf(params.token);
    await setMailKind(app.db, userId, kind, body.on);
    return { kind, on: body.on };
  });
});
