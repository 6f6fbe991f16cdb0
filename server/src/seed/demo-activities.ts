import type { ActivityType, NewActivity } from '../db/schema';
import type { DemoPlan } from './demo-plans';
import { EVALUATION_NOTES, LESSON_NOTES } from './demo-notes';
import { FEEDBACK, LESSON_TOPICS, MILESTONES, SPOTLIGHTS, STUDENT_COMMENTS, TEACHER_COMMENTS } from './demo-texts';
import type { Random } from './prng';

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** ten weeks back covers the whole previous month whatever today's date */
const WEEKS_BACK = 10;
const WEEKS_AHEAD = 6;

export interface SeededPlan {
  id: number;
  plan: DemoPlan;
  teacherIds: number[];
  memberIds: number[];
}

export interface ActivityDraft {
  row: NewActivity & { created_at: number };
  attendance: Array<{ student_id: number; attended: 0 | 1; feedback: string | null }>;
  comments: Array<{ author_id: number; text: string; created_at: number }>;
}

/** Monday 00:00 UTC of the week holding `now` */
export function weekStartOf(now: number): number {
  const midnight = now - (now % DAY);
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - weekday * DAY;
}

/**
 * A plan's activities from ten weeks ago to six weeks ahead: its weekly lessons (every
 * fifth an evaluation), two spotlights and two milestones. Past ones are completed,
 * with a few left open so the dashboard has overdue items.
 */
export function buildPlanActivities(seeded: SeededPlan, now: number, random: Random): ActivityDraft[] {
  const { plan, teacherIds, memberIds } = seeded;
  const topics = LESSON_TOPICS[plan.language];
  const monday = weekStartOf(now);
  const drafts: ActivityDraft[] = [];
  let lesson = 0;
  for (let week = -WEEKS_BACK; week < WEEKS_AHEAD; week++) {
    for (const [weekday, minute] of plan.slots) {
      const start = monday + week * WEEK + weekday * DAY + minute * MINUTE;
      lesson++;
      const evaluation = lesson % 5 === 0;
      const type: ActivityType = evaluation ? 'evaluation' : 'activity';
      const title = evaluation ? `Progress check ${lesson / 5}` : topics[(lesson - 1) % topics.length];
      const length = evaluation ? 1 : plan.lessonLength;
      const draft = draftOf(seeded, {
        type,
        title,
        description: evaluation
          ? (EVALUATION_NOTES[plan.language] ?? EVALUATION_NOTES.en)
          : random.pick(LESSON_NOTES[plan.language] ?? LESSON_NOTES.en),
        start,
        length,
        difficulty: evaluation ? random.pick([8, 13]) : random.pick([3, 5, 5, 8]),
        teacherId: teacherIds[lesson % teacherIds.length],
        // one past lesson in twelve stays open: an overdue item for the dashboard
        completed: start + length * HOUR < now && !random.chance(1 / 12),
        now,
        random,
      });
      if (plan.isGroup && draft.row.is_completed) {
        draft.attendance = memberIds.map((student_id) => {
          const attended = random.chance(0.85) ? 1 : 0;
          const feedback = attended && random.chance(0.5) ? random.pick(FEEDBACK) : null;
          return { student_id, attended, feedback };
        });
      }
      addComments(draft, memberIds, now, random);
      drafts.push(draft);
    }
  }
  const [weekday, minute] = plan.slots[0];
  const at = (week: number) => monday + week * WEEK + weekday * DAY + minute * MINUTE;
  const extras: Array<[ActivityType, string, number, number]> = [
    ['spotlight', random.pick(SPOTLIGHTS), at(-2), random.pick([1, 3])],
    ['spotlight', random.pick(SPOTLIGHTS), at(1), random.pick([1, 3])],
    ['milestone', MILESTONES[0], at(-4), 13],
    ['milestone', random.pick(MILESTONES.slice(1)), at(WEEKS_AHEAD - 1), 21],
  ];
  for (const [type, title, start, difficulty] of extras) {
    const draft = draftOf(seeded, {
      type, title, description: '', start, length: 0, difficulty,
      teacherId: teacherIds[0], completed: start < now, now, random,
    });
    drafts.push(draft);
  }
  return drafts;
}

interface DraftInput {
  type: ActivityType;
  title: string;
  description: string;
  start: number;
  length: number;
  difficulty: number;
  teacherId: number;
  completed: boolean;
  now: number;
  random: Random;
}

function draftOf(seeded: SeededPlan, input: DraftInput): ActivityDraft {
  const { start, length, completed, now, random } = input;
  const end = start + length * HOUR;
  // planned a week or two ahead, never in the future
  const createdAt = Math.min(start - random.int(7, 21) * DAY, now - DAY);
  const completedAt = completed ? Math.min(end + random.int(0, 90) * MINUTE, now) : null;
  return {
    row: {
      study_plan_id: seeded.id,
      teacher_id: input.teacherId,
      type: input.type,
      lesson_title: input.title,
      description: input.description,
      start_time: start,
      lesson_length: length,
      meeting_start_time: length > 0 ? start : null,
      meeting_end_time: length > 0 ? end : null,
      difficulty_level: input.difficulty,
      is_completed: completed ? 1 : 0,
      completed_at: completedAt,
      outcome: completed ? 'held' : null,
      paid: 0,
      paid_at: null,
      created_by: input.teacherId,
      created_at: createdAt,
      updated_at: completedAt ?? createdAt,
    },
    attendance: [],
    comments: [],
  };
}

function addComments(draft: ActivityDraft, memberIds: number[], now: number, random: Random) {
  const start = draft.row.start_time as number;
  const end = start + (draft.row.lesson_length ?? 0) * HOUR;
  if (draft.row.is_completed && random.chance(0.3)) {
    let at = end + random.int(1, 6) * HOUR;
    const thread = random.int(1, 3);
    for (let i = 0; i < thread && at < now; i++) {
      const byTeacher = i % 2 === 0;
      draft.comments.push({
        author_id: byTeacher ? (draft.row.teacher_id as number) : random.pick(memberIds),
        text: random.pick(byTeacher ? TEACHER_COMMENTS : STUDENT_COMMENTS),
        created_at: at,
      });
      at += random.int(2, 20) * HOUR;
    }
  } else if (start > now && start - now < 14 * DAY && random.chance(0.15)) {
    // a question before an upcoming lesson, not answered yet: a ticket for the teacher
    draft.comments.push({
      author_id: random.pick(memberIds),
      text: random.pick(STUDENT_COMMENTS),
      // within the last day: after the activity was planned
      created_at: now - random.int(1, 20) * HOUR,
    });
  }
}
