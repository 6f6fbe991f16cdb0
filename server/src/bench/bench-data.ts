import { foldForSearch } from '../db/search-text';
import type { Random } from '../seed/prng';
import type { BulkTable } from './bulk-insert';

export const USERS: BulkTable = {
  name: 'users',
  columns: [
    ['id', 'int4'], ['email', 'text'], ['password_hash', 'text'], ['profile', 'text'], ['first_name', 'text'],
    ['last_name', 'text'], ['title', 'text'], ['language', 'text'], ['archived', 'int4'], ['search_text', 'text'],
    ['created_at', 'int8'], ['updated_at', 'int8'],
  ],
};
export const PLANS: BulkTable = {
  name: 'study_plans',
  columns: [
    ['id', 'int4'], ['code', 'text'], ['title', 'text'], ['description', 'text'], ['goal', 'text'], ['level', 'text'],
    ['is_group', 'int4'], ['language', 'text'], ['archived', 'int4'], ['search_text', 'text'], ['created_at', 'int8'], ['updated_at', 'int8'],
  ],
};
export const PLAN_TEACHERS: BulkTable = { name: 'study_plan_teachers', columns: [['study_plan_id', 'int4'], ['teacher_id', 'int4']] };
export const PLAN_MEMBERS: BulkTable = { name: 'study_plan_members', columns: [['study_plan_id', 'int4'], ['student_id', 'int4']] };
export const ACTIVITIES: BulkTable = {
  name: 'activities',
  columns: [
    ['id', 'int4'], ['study_plan_id', 'int4'], ['teacher_id', 'int4'], ['type', 'text'], ['lesson_title', 'text'],
    ['description', 'text'], ['start_time', 'int8'], ['lesson_length', 'float8'], ['meeting_start_time', 'int8'],
    ['meeting_end_time', 'int8'], ['difficulty_level', 'int4'], ['is_completed', 'int4'], ['completed_at', 'int8'], ['outcome', 'text'],
    ['paid', 'int4'], ['paid_at', 'int8'], ['created_by', 'int4'], ['created_at', 'int8'], ['updated_at', 'int8'],
  ],
};
export const COMMENTS: BulkTable = {
  name: 'comments',
  columns: [['activity_id', 'int4'], ['author_id', 'int4'], ['text', 'text'], ['created_at', 'int8']],
};
export const PAY_RATES: BulkTable = {
  name: 'pay_rates',
  columns: [['teacher_id', 'int4'], ['kind', 'text'], ['amount_per_hour', 'int4'], ['effective_from', 'text'], ['created_by', 'int4'], ['created_at', 'int8']],
};
export const PAYMENTS: BulkTable = {
  name: 'teacher_payments',
  columns: [['teacher_id', 'int4'], ['year', 'int4'], ['month', 'int4'], ['status', 'int4'], ['marked_by', 'int4'], ['marked_at', 'int8']],
};

const FIRST = ['Anna', 'José', 'Zoë', 'Liam', 'Chloé', 'Mateo', 'Aiko', 'Wei', 'Priya', 'Olga', 'Lukas', 'Björn', 'Fatima', 'Amara', 'Søren', 'Ana', 'Tomás', 'Noémie', 'Kenji', 'Minh', 'Hana', 'Ayşe', 'Carlos', 'Isabella', 'Dmitri', 'Léa', 'Mohammed', 'Ingrid', 'Rafael', 'Yuki', 'Emily', 'Małgorzata'];
const LAST = ['García', 'Martin', 'Laurent', 'Rossi', 'Tanaka', 'Zhang', 'Sharma', 'Ivanova', 'Müller', 'Andersson', 'Al-Sayed', 'Okafor', 'Nielsen', 'Sousa', 'Ferreira', 'Girard', 'Watanabe', 'Nguyen', 'Kim', 'Yılmaz', 'Méndez', 'Conti', 'Petrov', 'Bernard', 'Haddad', 'Larsen', 'Oliveira', 'Sato', 'Walsh', 'Nowak', 'Smith', 'Weiß'];
const LANGUAGES = ['en', 'en', 'en', 'es', 'fr', 'de'] as const;
const PREFIX: Record<string, string> = { en: 'ENG', es: 'SPA', fr: 'FRA', de: 'GER' };
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'];
const FOCUS = ['General', 'Business', 'Exam Preparation', 'Conversation', 'Academic'];
const TOPICS = ['Small talk', 'Past tenses', 'Formal email', 'Phrasal verbs', 'Negotiation', 'Listening practice', 'Describing graphs', 'Reported speech', 'Presentations', 'Idioms', 'Passive voice', 'Telephone calls'];

export function personRow(id: number, kind: 'teacher' | 'student', n: number, random: Random, at: number): unknown[] {
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const email = `${kind}${n}@bench.example`;
  const title = kind === 'teacher' ? 'Teacher' : '';
  const archived = random.chance(0.05) ? 1 : 0;
  return [id, email, null, kind, first, last, title, 'en', archived, foldForSearch(first, last, email, title), at, at];
}

export interface BenchPlan {
  id: number;
  isGroup: boolean;
  teacherIds: number[];
  memberIds: number[];
  language: string;
  level: string;
}

export function planRow(plan: BenchPlan, random: Random, at: number): unknown[] {
  const focus = random.pick(FOCUS);
  const code = `${PREFIX[plan.language]}-${plan.level}-${String(plan.id).padStart(5, '0')}`;
  const title = `${plan.isGroup ? 'Group ' : ''}${focus} ${plan.level}`;
  const archived = random.chance(0.1) ? 1 : 0;
  return [plan.id, code, title, `${focus} lessons at ${plan.level}.`, `Reach the next level.`, plan.level, plan.isGroup ? 1 : 0, plan.language, archived, foldForSearch(code, title), at, at];
}

export function newPlan(id: number, isGroup: boolean, teacherIds: number[], memberIds: number[], random: Random): BenchPlan {
  return { id, isGroup, teacherIds, memberIds, language: random.pick(LANGUAGES), level: random.pick(LEVELS) };
}

export const lessonTitle = (n: number) => TOPICS[n % TOPICS.length];

/**
 * How a lesson ended (docs/product-rules.md#r-pay-1): held when completed; a past lesson not
 * completed was cancelled or missed, one in four each way; a future one has no outcome yet.
 */
export function outcomeOf(completed: boolean, past: boolean, hours: number, k: number): string | null {
  if (completed) return 'held';
  if (!past || hours === 0) return null;
  return ['cancelled_late', 'cancelled_notice', 'no_show', 'cancelled_school'][k % 4];
}

/**
 * Every teacher's rates (docs/product-rules.md#r-pay-3): one for both kinds since the start,
 * and a group rate from the 15th of last month, so the report's month has a rate change.
 */
export function payRateRows(teacherIds: number[], lastMonth: { year: number; month: number }, adminId: number | null, at: number): unknown[][] {
  const groupFrom = `${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}-15`;
  return teacherIds.flatMap((id) => [
    [id, null, 2000 + (id % 20) * 100, '2000-01-01', adminId, at],
    [id, 'group', 3000 + (id % 10) * 100, groupFrom, adminId, at],
  ]);
}
