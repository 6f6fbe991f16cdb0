import type { CommentAudience, PlanDataDto, PlanPerson, StudyPlanDetails, StudyPlanLevel, StudyPlanRow } from '@studydesk/shared/contracts';
import { pictureUrl } from '../people';

const LEVELS = new Set<string>(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);

/** the stored level if it is a CEFR level, else null (older rows may hold free text) */
function toLevel(value: string | null): StudyPlanLevel | null {
  return value !== null && LEVELS.has(value) ? (value as StudyPlanLevel) : null;
}

export interface PlanPeople {
  teachers: PlanPerson[];
  members: PlanPerson[];
}

export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  profile_pic: string | null;
  archived: number;
}

export function toPerson(row: PersonRow): PlanPerson {
  return {
    id: Number(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    profilepic: pictureUrl(row.profile_pic),
    isArchived: Number(row.archived) === 1,
  };
}

interface PlanRow {
  id: number;
  code: string;
  title: string;
  description: string;
  goal: string;
  level: string | null;
  is_group: number;
  archived: number;
}

/** the plan's family settings (docs/product-rules.md#r-guard-3) as the contracts carry them */
interface FamilyRow {
  comment_audience: CommentAudience;
  guardians_answer: number;
}

function toFamilySettings(row: FamilyRow): Pick<StudyPlanDetails, 'commentAudience' | 'guardiansAnswer'> {
  return { commentAudience: row.comment_audience, guardiansAnswer: Number(row.guardians_answer) === 1 };
}

export function toPlanDetails(row: PlanRow & FamilyRow & { language: string }, people: PlanPeople): StudyPlanDetails {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    goal: row.goal,
    level: toLevel(row.level),
    language: row.language,
    isGroup: Number(row.is_group) === 1,
    isArchived: Number(row.archived) === 1,
    teachers: people.teachers,
    members: people.members,
    ...toFamilySettings(row),
  };
}

/** A row of the admin plan lists: the plan, its member count, its first teacher and its speed. */
export function toPlanRow(row: Pick<PlanRow, 'id' | 'code' | 'title' | 'level' | 'is_group' | 'archived'>, people: PlanPeople, speed: number): StudyPlanRow {
  const { teachers, members } = people;
  const teacher = teachers[0];
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    level: toLevel(row.level),
    isGroup: Number(row.is_group) === 1,
    isArchived: Number(row.archived) === 1,
    student: members.length,
    teacherFirstName: teacher?.firstName ?? '',
    teacherLastName: teacher?.lastName ?? '',
    teacherTitle: teacher?.title ?? '',
    profilepic: teacher?.profilepic ?? null,
    members,
    teachers,
    speed,
  };
}

/** The study-plan view's plan data; `canEdit` is the caller's permission. */
export function toPlanData(row: PlanRow & FamilyRow, people: PlanPeople, canEdit: boolean): PlanDataDto {
  return {
    id: Number(row.id),
    code: row.code,
    title: row.title,
    description: row.description,
    goal: row.goal,
    level: row.level,
    isGroup: Number(row.is_group) === 1,
    isArchived: Number(row.archived) === 1,
    student: people.members.length,
    teachers: people.teachers,
    members: people.members,
    canEdit,
    ...toFamilySettings(row),
  };
}
