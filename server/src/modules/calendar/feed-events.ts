import type { Kysely } from 'kysely';
import { isCancelledOutcome } from '@studydesk/shared/enums';
import type { Database } from '../../db/schema';
import { cancelledEventsOf } from './queries/cancelled-events';
import { feedLessons, type FeedHolder } from './queries/feeds';
import { feedWindow, FEED_MAX_LESSONS } from './rules';

/** One event of a feed: a lesson, or what is kept of one that left it. */
export interface FeedEvent {
  /** the lesson's id: the event's UID for life (docs/product-rules.md#r-cal-3) */
  id: number;
  lessonTitle: string;
  planTitle: string;
  /** the plan's code and the lesson's description, as the lesson's readers see them */
  description: string;
  start: number;
  /** in hours; 0 while not set */
  length: number;
  sequence: number;
  cancelled: boolean;
  createdAt: number | null;
  changedAt: number;
}

/**
 * The events of a feed at `now`: its lessons in the feed window, and the lessons that left
 * it in the last 30 days as cancelled events (docs/product-rules.md#r-cal-4), once each.
 * A lesson that is in the feed again (moved back to its teacher) shows as itself.
 * Feeds carry no comment: nothing of a comment's text reaches a guardian this way.
 */
export async function feedEvents(db: Kysely<Database>, holder: FeedHolder, now: number): Promise<FeedEvent[]> {
  const window = feedWindow(now);
  const lessons = await feedLessons(db, holder, window, FEED_MAX_LESSONS);
  const cancelled = await cancelledEventsOf(db, holder, window, now, FEED_MAX_LESSONS);
  const events: FeedEvent[] = lessons.map((lesson) => ({
    id: lesson.id,
    lessonTitle: lesson.lesson_title,
    planTitle: lesson.plan_title,
    description: [lesson.plan_code, lesson.description].filter(Boolean).join('\n\n'),
    start: lesson.start_time,
    length: lesson.lesson_length,
    sequence: lesson.revision,
    cancelled: isCancelledOutcome(lesson.outcome),
    createdAt: lesson.created_at,
    changedAt: lesson.updated_at,
  }));
  const seen = new Set(events.map((event) => event.id));
  for (const gone of cancelled) {
    if (seen.has(gone.activity_id)) continue;
    seen.add(gone.activity_id);
    events.push({
      id: gone.activity_id,
      lessonTitle: gone.lesson_title,
      planTitle: gone.plan_title,
      description: gone.plan_code,
      start: gone.start_time,
      length: gone.lesson_length,
      sequence: gone.sequence,
      cancelled: true,
      createdAt: null,
      changedAt: gone.cancelled_at,
    });
  }
  return events.sort((a, b) => a.start - b.start || a.id - b.id);
}
