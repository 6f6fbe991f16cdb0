import { createHash } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { inZone } from '@studydesk/shared/dates';
import type { FeedEvent } from './feed-events';

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
 * lesson stays in the feed as a cancelled event (docs/product-rules.md#r-cal-3), and so does
 * one that left the feed, for 30 days (docs/product-rules.md#r-cal-4).
 */
export function lessonsCalendar(events: FeedEvent[], { host, name, timeZone }: FeedOptions): string {
  const calendar = ical({
    name,
    prodId: { company: 'StudyDesk', product: 'lessons', language: 'EN' },
    timezone: { name: timeZone, generator: getVtimezoneComponent },
    // a hint for apps that honour it: look again every hour
    ttl: 60 * 60,
  });
  for (const event of events) {
    // a lesson whose length is not set yet (0) still shows, as an hour
    const end = event.start + (event.length > 0 ? event.length : 1) * HOUR_MS;
    calendar.createEvent({
      id: `lesson-${event.id}@${host}`,
      start: inZone(event.start, timeZone),
      end: inZone(end, timeZone),
      timezone: timeZone,
      summary: `${event.lessonTitle || 'Lesson'} · ${event.planTitle}`,
      description: event.description,
      lastModified: new Date(event.changedAt),
      created: event.createdAt === null ? null : new Date(event.createdAt),
      // the stamp is the event's own change time, so an unchanged feed hashes the same
      stamp: new Date(event.changedAt),
      sequence: event.sequence,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
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
