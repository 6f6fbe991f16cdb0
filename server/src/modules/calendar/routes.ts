import { endpoints } from '@studydesk/shared/contracts';
import { monthRange } from '@studydesk/shared/dates';
import type { ServerConfig } from '../../config';
import { hashToken, randomToken } from '../../sessions';
import { siteTimeZone } from '../site-settings';
import { assertCanReadCalendar, badRequest, canHaveCalendarFeed, forbidden, notFound } from '../../permissions';
import { agendaSlice, lessonStarts } from './queries/calendar';
import { deleteFeed, feedOwner, findFeed, replaceFeed } from './queries/feeds';
import { feedEvents } from './feed-events';
import { toAgendaKey, toCalendarActivityDto, toDaysWithActivities } from './dto';
import { etagOf, lessonsCalendar } from './ical-feed';
import { routesPlugin } from '../route';

/** docs/product-rules.md#r-api-1 calendar calls, and the private iCal feed of a teacher's, a student's or a guardian's lessons. */
export const calendarRoutes = routesPlugin<{ config: ServerConfig }>('calendar', (route, app, { config }) => {
  const db = app.db;
  const feedUrl = (token: string) => `${config.publicUrl}/v1/calendar/feeds/${token}.ics`;

  route.on(endpoints.calendar.monthView, {
    description: 'The days of a month (site time zone) that hold lessons, and whether one of each day is still open.',
    errors: [400, 401, 403, 404],
  }, async ({ me: user, body: { scope, month, year } }) => {
    await assertCanReadCalendar(db, user, scope);
    const zone = await siteTimeZone(db);
    const lessons = await lessonStarts(db, scope, monthRange(month, year, zone));
    return { datesWithActivities: toDaysWithActivities(lessons, zone) };
  });

  route.on(endpoints.calendar.agenda, {
    description: "One page of a month's lessons by start time, paged by keyset: pass `keyset.next` as `after`, `keyset.previous` as `before`.",
    errors: [400, 401, 403, 404],
  }, async ({ me: user, body: { scope, month, year, after, before, from, pageSize } }) => {
    if (after && before) throw badRequest('Send either after or before, not both');
    await assertCanReadCalendar(db, user, scope);
    const zone = await siteTimeZone(db);
    const slice = await agendaSlice(db, scope, monthRange(month, year, zone), {
      size: pageSize ?? 10,
      after,
      before,
      from: from === undefined ? undefined : Date.parse(from),
    }, user);
    return {
      activitiesPage: {
        results: slice.rows.map(toCalendarActivityDto),
        keyset: { previous: toAgendaKey(slice.previous), next: toAgendaKey(slice.next) },
      },
    };
  });

  route.on(endpoints.calendar.feedStatus, {
    description: "Whether the caller's private calendar feed is on (its address is shown only when made).",
    errors: [401],
  }, async ({ me: user }) => {
    const feed = await findFeed(db, user.id);
    return { enabled: feed !== null, createdAt: feed ? new Date(feed.createdAt).toISOString() : null };
  });

  route.on(endpoints.calendar.createFeed, {
    description: "Teachers, students and guardians (their linked students' lessons): turns the private calendar feed on at a new secret address; any older address stops working.",
    status: 201, errors: [401, 403],
  }, async ({ me: user }) => {
    if (!canHaveCalendarFeed(user)) throw forbidden('Only teachers, students and guardians have a calendar feed');
    // 32 random bytes: the address alone grants read access, as in every calendar app
    const token = randomToken(32);
    const now = Date.now();
    await replaceFeed(db, user.id, hashToken(token), now);
    return { url: feedUrl(token), createdAt: new Date(now).toISOString() };
  });

  route.on(endpoints.calendar.deleteFeed, {
    description: "Turns the caller's calendar feed off: its address answers 404 from now on.",
    errors: [401],
  }, async ({ me: user }) => {
    await deleteFeed(db, user.id);
    return { message: 'Calendar feed turned off' };
  });

  // calendar apps poll without cookies: the secret address is the credential
  route.on(endpoints.calendar.feed, {
    auth: 'public',
    description: "The iCal (RFC 5545) feed of a teacher's or a student's lessons, or a guardian's linked students'; lessons deleted or moved away in the last 30 days as cancelled events. Answers 304 to a matching If-None-Match.",
    errors: [400, 404], notModified: true,
  }, async ({ params, request, reply }) => {
    const token = params.token.slice(0, -'.ics'.length);
    const owner = await feedOwner(db, hashToken(token));
    if (!owner || !canHaveCalendarFeed(owner)) throw notFound('Calendar feed not found');
    const zone = await siteTimeZone(db);
    const events = await feedEvents(db, owner, Date.now());
    const body = lessonsCalendar(events, { host: new URL(config.publicUrl).hostname, name: 'StudyDesk lessons', timeZone: zone });
    const etag = etagOf(body);
    reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Referrer-Policy', 'no-referrer');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
    return reply.type('text/calendar; charset=utf-8').send(body);
  });
});
