import {
  PlanCode,
  type CommentAudience,
  type CreateStudyPlanRequest,
  type PlanPerson,
  type StudyPlanDetails,
  type StudyPlanLevel,
  type UpdateStudyPlanRequest,
  type UserDto,
} from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

/** What the study plan form holds. */
export interface PlanFormValues {
  code: string;
  title: string;
  level: StudyPlanLevel | '';
  description: string;
  goal: string;
  isGroup: boolean;
  teachers: PlanPerson[];
  members: PlanPerson[];
  /** who reads a new comment unless its writer chooses (docs/product-rules.md#r-comment-1) */
  commentAudience: CommentAudience;
  /** docs/product-rules.md#r-guard-3 */
  guardiansAnswer: boolean;
}

/** dictionary keys of the problems a field can have */
export type PlanFormErrors = Partial<Record<'code' | 'title' | 'members', string>>;

const CODE = new RegExp(PlanCode.pattern as string);

export function emptyPlanForm(isGroup: boolean, members: PlanPerson[] = []): PlanFormValues {
  return { code: '', title: '', level: '', description: '', goal: '', isGroup, teachers: [], members, commentAudience: 'student', guardiansAnswer: false };
}

export function planFormFrom(plan: StudyPlanDetails): PlanFormValues {
  return {
    code: plan.code,
    title: plan.title,
    level: plan.level ?? '',
    description: plan.description,
    goal: plan.goal,
    isGroup: plan.isGroup,
    teachers: plan.teachers,
    members: plan.members,
    commentAudience: plan.commentAudience,
    guardiansAnswer: plan.guardiansAnswer,
  };
}

export function personFromUser(user: UserDto): PlanPerson {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, title: user.title, profilepic: user.profilepic, isArchived: user.isArchived };
}

export function validatePlanForm(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = {};
  const code = values.code.trim();
  if (!code) errors.code = msg('Enter a code');
  else if (code.length > 40 || !CODE.test(code)) errors.code = msg('Use letters, digits and - . _ / only, at most 40');
  if (!values.title.trim()) errors.title = msg('Enter a title');
  else if (values.title.trim().length > 200) errors.title = msg('Use at most 200 characters');
  if (!values.isGroup && values.members.length > 1) errors.members = msg('An individual study plan has one student');
  return errors;
}

/** adds people not there yet; an individual plan keeps only the newest student */
export function addPeople(current: readonly PlanPerson[], added: readonly PlanPerson[], single = false): PlanPerson[] {
  if (single) return added.length > 0 ? [added[added.length - 1]] : [...current];
  const ids = new Set(current.map((person) => person.id));
  return [...current, ...added.filter((person) => !ids.has(person.id))];
}

export function removePerson(current: readonly PlanPerson[], id: number): PlanPerson[] {
  return current.filter((person) => person.id !== id);
}

export function toCreateRequest(values: PlanFormValues): CreateStudyPlanRequest {
  return {
    code: values.code.trim(),
    title: values.title.trim(),
    description: values.description,
    goal: values.goal,
    level: values.level || null,
    isGroup: values.isGroup,
    teacherIds: values.teachers.map((person) => person.id),
    memberIds: values.members.map((person) => person.id),
    commentAudience: values.commentAudience,
    guardiansAnswer: values.guardiansAnswer,
  };
}

const sameIds = (a: readonly PlanPerson[], b: readonly PlanPerson[]) =>
  a.length === b.length && a.every((person, i) => person.id === b[i].id);

/** Only what changed, so saving the form never rewrites another admin's change. */
export function toUpdateRequest(id: number, before: PlanFormValues, values: PlanFormValues): UpdateStudyPlanRequest {
  const request: UpdateStudyPlanRequest = { id };
  if (values.code.trim() !== before.code) request.code = values.code.trim();
  if (values.title.trim() !== before.title) request.title = values.title.trim();
  if (values.description !== before.description) request.description = values.description;
  if (values.goal !== before.goal) request.goal = values.goal;
  if (values.level !== before.level) request.level = values.level || null;
  if (!sameIds(values.teachers, before.teachers)) request.teacherIds = values.teachers.map((person) => person.id);
  if (!sameIds(values.members, before.members)) request.memberIds = values.members.map((person) => person.id);
  if (values.commentAudience !== before.commentAudience) request.commentAudience = values.commentAudience;
  if (values.guardiansAnswer !== before.guardiansAnswer) request.guardiansAnswer = values.guardiansAnswer;
  return request;
}
