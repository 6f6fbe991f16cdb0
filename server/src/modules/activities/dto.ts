import type { ActivityDto, ActivityMemberDto, CommentDto } from '@studydesk/shared/contracts';
import { instantToIso } from '../../db/instants';
import { lessonAudienceOf, lessonLockOf, type Viewer } from '../../permissions';
import { pictureUrl } from '../people';
import { dayInZone } from './day-in-zone';
import type { CommentListRow } from './queries/comments';
import type { ActivityRow, CommentRow, MemberRow } from './queries/load';

export interface DtoContext {
  /** IANA zone of the site, for lessonDate */
  timeZone: string;
  /**
   * Who reads it (see permissions/activities.ts): a student sees only their own attendance
   * and feedback, and no payment fields; each reader is told whether they may change it.
   */
  viewer: Viewer;
}

const iso = instantToIso;

export function toCommentDto(row: CommentRow): CommentDto {
  return {
    id: Number(row.id),
    activityId: Number(row.activity_id),
    text: row.text,
    createdAt: iso(row.created_at) ?? new Date(0).toISOString(),
    author: {
      id: Number(row.author_id),
      firstName: row.first_name,
      lastName: row.last_name,
      title: row.title,
      profile: row.profile,
      profilepic: pictureUrl(row.profile_pic),
    },
    audience: row.audience,
  };
}

/** A member's attendance; no activity_members row reads as not attended, no feedback. */
export function toMemberDto(row: MemberRow): ActivityMemberDto {
  return {
    studentId: Number(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    attended: Number(row.attended ?? 0) === 1,
    feedback: row.feedback ?? null,
  };
}

/** An activity as the API sends it; `members` is the attendance of a group plan's activity. */
export function toActivityDto(row: ActivityRow, allMembers: ActivityMemberDto[], comments: CommentDto[], ctx: DtoContext): ActivityDto {
  const { onlyMembers, withPayment } = lessonAudienceOf(ctx.viewer);
  // a member's view counts only what it shows: their own row out of one
  const members = onlyMembers === null ? allMembers : allMembers.filter((m) => onlyMembers.includes(m.studentId));
  const memberCount = onlyMembers === null ? Number(row.member_count ?? 0) : members.length;
  const start = row.start_time === null ? null : Number(row.start_time);
  const payment = withPayment ? { teacherId: row.teacher_id === null ? null : Number(row.teacher_id), paid: Number(row.paid) } : {};
  return {
    id: Number(row.id),
    studyPlanId: Number(row.study_plan_id),
    ...payment,
    type: row.type,
    lessonTitle: row.lesson_title,
    // a start outside the years the API knows reads as unscheduled rather than failing the page
    lessonDate: start === null || iso(start) === null ? null : dayInZone(start, ctx.timeZone),
    description: row.description,
    startTime: iso(start),
    lessonLength: Number(row.lesson_length),
    meetingStartTime: iso(row.meeting_start_time),
    meetingEndTime: iso(row.meeting_end_time),
    student: members.filter((m) => m.attended).length,
    studentMax: memberCount,
    feedback: members.filter((m) => m.feedback !== null && m.feedback.trim() !== '').length,
    feedbackMax: memberCount,
    isCompleted: Number(row.is_completed) === 1,
    completedAt: iso(row.completed_at),
    outcome: row.outcome ?? null,
    makeUp: Number(row.credits_used ?? 0) > 0,
    difficultyLevel: Number(row.difficulty_level) as ActivityDto['difficultyLevel'],
    comments,
    commentsSize: Number(row.comments_size ?? 0),
    members,
    // through iso's memory of recent instants; the plain text for one outside the API's years
    updatedAt: iso(row.updated_at) ?? new Date(Number(row.updated_at)).toISOString(),
    lockedBecause: lessonLockOf(ctx.viewer, row),
  };
}

/** A comment in the lists across activities: with its activity and plan, and whether it is a ticket. */
export function toCommentListItem(row: CommentListRow) {
  return {
    ...toCommentDto(row),
    studyPlanId: Number(row.study_plan_id),
    planTitle: row.plan_title,
    planCode: row.plan_code,
    isGroup: Number(row.is_group) === 1,
    lessonTitle: row.lesson_title,
    activityType: row.activity_type,
    unanswered: row.unanswered === true || Number(row.unanswered) === 1,
  };
}
