import type { ActivityDto, ActivityLock, ActivityMemberDto, CommentDto, LessonOutcome } from '@studydesk/shared/contracts';
import type { ActivityType, DifficultyLevel } from '@studydesk/shared/enums';

/** The activity the dialog edits; startTime parsed to epoch ms (docs/product-rules.md#r-dialog-1 "start time parsed"). */
export interface ActivityDraft {
  id: number | null;
  studyPlanId: number | null;
  teacherId: number | null;
  type: ActivityType;
  lessonTitle: string;
  description: string;
  startTime: number | null;
  lessonLength: number;
  difficultyLevel: DifficultyLevel;
  isCompleted: boolean;
  /** docs/product-rules.md#r-pay-1: held exactly when completed; null: none yet */
  outcome: LessonOutcome | null;
  /** planned as a make-up lesson (a new lesson: it will use the student's oldest open credit) */
  makeUp: boolean;
  /** a new make-up lesson: the student it is for (a group plan's member with an open credit) */
  makeUpFor: number | null;
  paid: number;
  student: number;
  studentMax: number;
  feedback: number;
  feedbackMax: number;
  members: ActivityMemberDto[];
  comments: CommentDto[];
  commentsSize: number;
  /** the version read from the server, sent back with an update (null for a new activity) */
  updatedAt: string | null;
  /** why the viewer may not change it (the server refuses); null when they may */
  lockedBecause: ActivityLock | null;
}

/** What the dialog resets to when it closes (docs/product-rules.md#r-dialog-1). */
export const DEFAULT_DRAFT: ActivityDraft = Object.freeze({
  id: null,
  studyPlanId: null,
  teacherId: null,
  type: 'activity',
  lessonTitle: '',
  description: '',
  startTime: null,
  lessonLength: 0,
  difficultyLevel: 1,
  isCompleted: false,
  outcome: null,
  makeUp: false,
  makeUpFor: null,
  paid: 0,
  student: 0,
  studentMax: 0,
  feedback: 0,
  feedbackMax: 0,
  members: [],
  comments: [],
  commentsSize: 0,
  updatedAt: null,
  lockedBecause: null,
}) as ActivityDraft;

function parseStart(startTime: string | null): number | null {
  if (!startTime) return null;
  const ms = Date.parse(startTime);
  return Number.isNaN(ms) ? null : ms;
}

export function draftFromActivity(activity: ActivityDto): ActivityDraft {
  return {
    id: activity.id,
    studyPlanId: activity.studyPlanId,
    teacherId: activity.teacherId ?? null,
    type: activity.type,
    lessonTitle: activity.lessonTitle,
    description: activity.description,
    startTime: parseStart(activity.startTime),
    lessonLength: activity.lessonLength,
    difficultyLevel: activity.difficultyLevel as DifficultyLevel,
    isCompleted: activity.isCompleted,
    outcome: activity.outcome ?? (activity.isCompleted ? 'held' : null),
    makeUp: activity.makeUp ?? false,
    makeUpFor: null,
    paid: activity.paid ?? 0,
    student: activity.student,
    studentMax: activity.studentMax,
    feedback: activity.feedback,
    feedbackMax: activity.feedbackMax,
    members: activity.members,
    comments: activity.comments,
    commentsSize: activity.commentsSize,
    updatedAt: activity.updatedAt,
    // an older server does not send it: nothing is known to be locked then
    lockedBecause: activity.lockedBecause ?? null,
  };
}

/** "start time now (seconds zeroed)" */
export function startOfMinute(now: number): number {
  return now - (now % 60_000);
}
