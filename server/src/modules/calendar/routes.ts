import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgendaRequest,
  AgendaResponse,
  CalendarFeedCreated,
  CalendarFeedParams,
  CalendarFeedStatus,
  MessageResponse,
  MonthViewRequest,
  MonthViewResponse,
  errorResponses,
  type CalendarScope,
} from '@studydesk/shared/contracts';
import { monthRange } from '@studydesk/shared/dates';
import { Type } from '@sinclair/typebox';
import type { ServerConfig } from '../../config';
import { hashToken, randomToken } from '../auth';
import { siteTimeZone } from '../site-settings';
import { assertCanReadCalendar, badRequest, canHaveCalendarFeed, forbidden, notFound, requireUser } from '../../permissions';
import { agendaSlice, deleteFeed, feedLessons, feedOwner, findFeed, lessonStarts, replaceFeed } from './calendar-queries';
import { feedWindow, FEED_MAX_LESSONS } from './rules';
import { toAgendaKey, toCalendarActivityDto, toDaysWithActivities } from './dto';
import { etagOf, lessonsCalendar } from './ical-feed';

/** spec §7 calendar calls, and the private iCal feed of a teacher's or student's lessons. */
export const calendarRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  const db = app.db;
  const feedUrl = (token: string) => `${config.publicUrl}/v1/calendar/feeds/${token}.ics`;

  app.post(
    '/v1/calendar/monthview',
    {
      schema: {
        tags: ['calendar'],
        description: 'The days of a month (site time zone) that hold lessons, and whether one of each day is still open.',
        body: MonthViewRequest,
        response: { 200: MonthViewResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { scope, month, year } = request.body;
      await assertCanReadCalendar(db, user, scope);
      const zone = await siteTimeZone(db);
      const lessons = await lessonStarts(db, scope, monthRange(month, year, zone));
      return { datesWithActivities: toDaysWithActivities(lessons, zone) };
    },
  );

  app.post(
    '/v1/calendar/agenda',
    {
      schema: {
        tags: ['calendar'],
        description: "One page of a month's lessons by start time, paged by keyset: pass `keyset.next` as `after`, `keyset.previous` as `before`.",
        body: AgendaRequest,
        response: { 200: AgendaResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { scope, month, year, after, before, from, pageSize } = request.body;
      if (after && before) throw badRequest('Send either after or before, not both');
      await assertCanReadCalendar(db, user, scope);
      const zone = await siteTimeZone(db);
      const slice = await agendaSlice(db, scope, monthRange(month, year, zone), {
        size: pageSize ?? 10,
        after,
        before,
        from: from === undefined ? undefined : Date.parse(from),
      });
      return {
        activitiesPage: {
          results: slice.rows.map(toCalendarActivityDto),
          keyset: { previous: toAgendaKey(slice.previous), next: toAgendaKey(slice.next) },
        },
      };
    },
  );

  app.get(
    '/v1/calendar/feed',
    {
      schema: {
        tags: ['calendar'],
        description: "Whether the caller's private calendar feed is on (its address is shown only when made).",
        response: { 200: CalendarFeedStatus, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const feed = await findFeed(db, user.id);
      return { enabled: feed !== null, createdAt: feed ? new Date(feed.createdAt).toISOString() : null };
    },
  );

  app.post(
    '/v1/calendar/feed',
    {
      schema: {
        tags: ['calendar'],
        description: 'Teachers and students: turns the private calendar feed on at a new secret address; any older address stops working.',
        response: { 201: CalendarFeedCreated, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!canHaveCalendarFeed(user)) throw forbidden('Only teachers and students have a calendar feed');
      // 32 random bytes: the address alone grants read access, as in every calendar app
      const token = randomToken(32);
      const now = Date.now();
      await replaceFeed(db, user.id, hashToken(token), now);
      return reply.status(201).send({ url: feedUrl(token), createdAt: new Date(now).toISOString() });
    },
  );

  app.delete(
    '/v1/calendar/feed',
    {
      schema: {
        tags: ['calendar'],
        description: "Turns the caller's calendar feed off: its address answers 404 from now on.",
        response: { 200: MessageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteFeed(db, user.id);
      return { message: 'Calendar feed turned off' };
    },
  );

  app.get(
    '/v1/calendar/feeds/:token',
    {
      // calendar apps poll without cookies: the secret address is the credential
      config: { public: true },
      schema: {
        tags: ['calendar'],
        description: 'The iCal (RFC 5545) feed of a teacher\'s or student\'s lessons. Answers 304 to a matching If-None-Match.',
        params: CalendarFeedParams,
        response: { 200: Type.String(), 304: Type.Null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const token = request.params.token.slice(0, -'.ics'.length);
      const owner = await feedOwner(db, hashToken(token));
      if (!owner || !canHaveCalendarFeed(owner)) throw notFound('Calendar feed not found');
      const scope: CalendarScope = owner.profile === 'teacher' ? { kind: 'teacher', teacherId: owner.id } : { kind: 'student', studentId: owner.id };
      const zone = await siteTimeZone(db);
      const lessons = await feedLessons(db, scope, feedWindow(Date.now()), FEED_MAX_LESSONS);
      const body = lessonsCalendar(lessons, { host: new URL(config.publicUrl).hostname, name: 'StudyDesk lessons', timeZone: zone });
      const etag = etagOf(body);
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Referrer-Policy', 'no-referrer');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
};
