import type { LessonOutcome } from '@studydesk/shared/contracts';
import type { ActivityType } from '@studydesk/shared/enums';

/** What a remote tells the others, without importing them (docs/architecture.md#the-session-bus). */
export interface ActivitySummary {
  id: number;
  studyPlanId: number;
  type: ActivityType;
  lessonTitle: string;
  /** ISO instant, or null when not scheduled */
  startTime: string | null;
  isCompleted: boolean;
  /** the teacher it counts for, when the sender knows it (a teacher's calendar keeps only theirs) */
  teacherId?: number | null;
  /** lessons (hours), when the sender knows it */
  lessonLength?: number;
  /** the plan's title, when the sender knows it */
  studyPlanTitle?: string;
  /** what became of the lesson (docs/product-rules.md#r-pay-1), when the sender knows it */
  outcome?: LessonOutcome | null;
  /** it used a make-up credit, when the sender knows it */
  makeUp?: boolean;
}

export type AppEvent =
  /** an activity was created or updated (the calendar agenda re-sorts on it) */
  | { type: 'activity/saved'; activity: ActivitySummary }
  | { type: 'activity/deleted'; activityId: number; studyPlanId: number }
  /** a comment was added (commentsSize + 1, docs/product-rules.md#r-dialog-3) */
  | { type: 'comment/added'; activityId: number; studyPlanId: number }
  /** someone asked to open an activity (the calendar agenda): the remote that edits activities opens its dialog */
  | { type: 'activity/open'; activityId: number; studyPlanId: number }
  /**
   * someone began to sign in (typed into the sign-in form): the shell starts fetching the
   * home screen's code while they finish typing (docs/architecture.md#how-a-request-flows)
   */
  | { type: 'signIn/started' }
  | { type: 'language/changed'; language: string }
  /** a teacher's month was closed as a pay period (teacherId null: for every teacher): its lessons are paid now */
  | { type: 'pay/closed'; teacherId: number | null; year: number; month: number }
  | { type: 'siteSettings/changed'; timeZone: string };

export type AppEventType = AppEvent['type'];
