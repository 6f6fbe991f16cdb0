import { createHash } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { inZone } from '@studydesk/shared/dates';
import { isCancelledOutcome } from '@studydesk/shared/enums';
import type { FeedLesson } from './queries/calendar';

const HOUR_MS = 60 * 60 * 1000;

export interface FeedOptions {
  /** the host part of every UID, so they stay unique across schools */
  host: string;
  /** calendar name shown by the subscribing app */
  name: string;
  timeZone: string;
}

/**
 * An RFC 5545 calendar of lessons, written by a well-kept generator (folding, escaping,
 * VTIMEZONE). Times carry the site zone's TZID so a subscriber sees the school's wall
 * clock; the UID is the lesson's id, so an edit updates the event rather than adding one,
 * and SEQUENCE counts the lesson's changes so an app takes the newer version. A cancelled
 * lesson stays in the feed as a cancelled event (docs/product-rules.md#r-cal-3).
 */
export function lessonsCalendar(lessons: FeedLesson[], { host, name, timeZone }: FeedOptions): string {
  const calendar = ical({
    name,
    prodId: { company: 'StudyDesk', product: 'lessons', language: 'EN' },
    timezone: { name: timeZone, generator: getVtimezoneComponent },
    // a hint for apps that honour it: look again every hour
    ttl: 60 * 60,
  });
  for (const lesson of lessons) {
    const start = lesson.start_time;
    // a lesson whose length is not set yet (0) still shows, as an hour
    const end = start + (lesson.lesson_length > 0 ? lesson.lesson_length : 1) * HOUR_MS;
    calendar.createEvent({
      id: `lesson-${lesson.id}@${host}`,
      start: inZone(start, timeZone),
      end: inZone(end, timeZone),
      timezone: timeZone,
      summary: `${lesson.lesson_title || 'Lesson'} · ${lesson.plan_title}`,
      description: [lesson.plan_code, lesson.description].filter(Boolean).join('\n\n'),
      lastModified: new Date(lesson.updated_at),
      created: new Date(lesson.created_at),
      // the stamp is the lesson's own change time, so an unchanged feed hashes the same
      stamp: new Date(lesson.updated_at),
      sequence: lesson.revision,
      status: isCancelledOutcome(lesson.outcome) ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the generator leaves
  // END:VCALENDAR without it, and strict parsers then drop or refuse the feed
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** A strong validator of the body: unchanged lessons give the same ETag on every fetch. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}
