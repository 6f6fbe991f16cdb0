import { Value } from '@sinclair/typebox/value';
import { IMPORT_CHOICE_PROBLEMS, IMPORT_PROBLEMS, NameText, PlanTitle, isEmail, type ImportAction, type ImportChoice, type ImportKind, type ImportOptions, type ImportProblem, type ImportProblemCode } from '@studydesk/shared/contracts';
import type { ProfileType } from '../../db/schema';
import { MAX_LINKED_STUDENTS } from '../guardians';
import { normaliseEmail } from '../people';
import type { FileRow } from './parse-file';
import { groupCode, kindOf, parseDayMonthYear, splitList, type ImportColumn } from './rules';

/** What the school already holds that a file's rows may name, read once before checking them. */
export interface KnownSchool {
  /** users by lower-case e-mail */
  users: ReadonlyMap<string, { id: number; profile: ProfileType }>;
  /** study plans by code */
  plans: ReadonlyMap<string, { id: number; isGroup: boolean }>;
  languages: ReadonlySet<string>;
}

export interface PersonData {
  email: string;
  firstName: string;
  lastName: string;
  /** null: not given (a new person gets `en`, an existing one keeps theirs) */
  language: string | null;
  birthDate: string | null;
  /** guardian: the e-mails of their students; student: the names of their groups */
  students: string[];
  groups: string[];
}

export interface GroupData {
  name: string;
  code: string;
  teacher: string | null;
  members: string[];
}

export interface CheckedRow {
  line: number;
  kind: ImportKind | null;
  name: string;
  email: string;
  problems: ImportProblem[];
  /** the existing user's or group's id */
  existingId: number | null;
  action: ImportAction;
  person: PersonData | null;
  group: GroupData | null;
}

/** the longest name and group name the people and plan forms take */
const NAME_MAX = NameText.maxLength ?? 0;
const PLAN_TITLE_MAX = PlanTitle.maxLength ?? 0;

const problem = (code: ImportProblemCode, column: ImportColumn | null, params: ImportProblem['params'] = {}): ImportProblem => ({
  code, column, message: IMPORT_PROBLEMS[code], params,
});

const personName = (cells: FileRow['cells']) => [cells.firstName, cells.lastName].filter(Boolean).join(' ');

/**
 * Every row's problems and what the import would do with it (docs/product-rules.md#r-import-2):
 * pure, from the file and what the school already holds. A row with a problem other than
 * "already exists" is invalid; an existing user's or group's row is updated or skipped as
 * the admin chose for its line, else for the whole file (skip unless told).
 */
export function checkRows(rows: readonly FileRow[], known: KnownSchool, options: ImportOptions, today: Date): CheckedRow[] {
  const firstLineOfEmail = new Map<string, number>();
  const firstLineOfGroup = new Map<string, number>();
  const fileKinds = new Map<string, ImportKind>();
  for (const row of rows) {
    const kind = row.cells.type ? kindOf(row.cells.type) : null;
    if (kind === 'group' && row.cells.groupName) {
      const code = groupCode(row.cells.groupName);
      if (!firstLineOfGroup.has(code)) firstLineOfGroup.set(code, row.line);
    } else if (kind && row.cells.email) {
      const email = normaliseEmail(row.cells.email);
      if (!firstLineOfEmail.has(email)) {
        firstLineOfEmail.set(email, row.line);
        fileKinds.set(email, kind);
      }
    }
  }
  const isPerson = (email: string, kind: 'student' | 'teacher') => {
    const address = normaliseEmail(email);
    return fileKinds.get(address) === kind || known.users.get(address)?.profile === kind;
  };
  const isGroup = (name: string) => firstLineOfGroup.has(groupCode(name)) || known.plans.get(groupCode(name))?.isGroup === true;
  const choiceOf = (line: number): ImportChoice => options.choices?.[String(line)] ?? options.existing ?? 'skip';

  return rows.map((row): CheckedRow => {
    const { cells, line } = row;
    const kind = cells.type ? kindOf(cells.type) : null;
    const problems: ImportProblem[] = [];
    let existingId: number | null = null;
    let person: PersonData | null = null;
    let group: GroupData | null = null;
    if (!kind) problems.push(problem('unknownType', 'type', { value: cells.type ?? '' }));

    if (kind === 'group') {
      const name = cells.groupName ?? '';
      const code = groupCode(name);
      if (!name) problems.push(problem('missingGroupName', 'groupName'));
      else if (!code) problems.push(problem('groupNameWithoutCode', 'groupName'));
      else if (!Value.Check(PlanTitle, name)) problems.push(problem('badName', 'groupName', { max: PLAN_TITLE_MAX }));
      else if (firstLineOfGroup.get(code) !== line) problems.push(problem('duplicateGroup', 'groupName', { line: firstLineOfGroup.get(code) ?? 0 }));
      const plan = name ? known.plans.get(code) : undefined;
      if (plan && !plan.isGroup) problems.push(problem('codeTaken', 'groupName', { value: code }));
      if (plan?.isGroup) {
        existingId = plan.id;
        problems.push(problem('existingGroup', 'groupName'));
      }
      if (cells.teacher && !isPerson(cells.teacher, 'teacher')) problems.push(problem('unknownTeacher', 'teacher', { value: cells.teacher }));
      if (!cells.teacher && !plan?.isGroup) problems.push(problem('missingTeacher', 'teacher'));
      const members = splitList(cells.members ?? '').map(normaliseEmail);
      for (const member of members) if (!isPerson(member, 'student')) problems.push(problem('unknownStudent', 'members', { value: member }));
      group = { name, code, teacher: cells.teacher ? normaliseEmail(cells.teacher) : null, members };
    } else if (kind) {
      const email = cells.email ? normaliseEmail(cells.email) : '';
      const existing = email ? known.users.get(email) : undefined;
      if (!email) problems.push(problem('missingEmail', 'email'));
      else if (!isEmail(email)) problems.push(problem('invalidEmail', 'email', { value: cells.email ?? '' }));
      else if (firstLineOfEmail.get(email) !== line) problems.push(problem('duplicateInFile', 'email', { line: firstLineOfEmail.get(email) ?? 0 }));
      else if (existing && existing.profile !== kind) problems.push(problem('existingOtherKind', 'email'));
      else if (existing) {
        existingId = existing.id;
        problems.push(problem('existingUser', 'email'));
      }
      if (!existing && !cells.firstName && !cells.lastName) problems.push(problem('missingName', 'firstName'));
      for (const column of ['firstName', 'lastName'] as const) {
        if (cells[column] && !Value.Check(NameText, cells[column])) problems.push(problem('badName', column, { max: NAME_MAX }));
      }
      const language = cells.language ? cells.language.toLowerCase() : null;
      if (language && known.languages.size > 0 && !known.languages.has(language)) problems.push(problem('unknownLanguage', 'language', { value: cells.language ?? '' }));
      let birthDate: string | null = null;
      if (cells.dateOfBirth && kind !== 'student') problems.push(problem('dateNotForKind', 'dateOfBirth'));
      else if (cells.dateOfBirth) {
        birthDate = parseDayMonthYear(cells.dateOfBirth, today);
        if (!birthDate) problems.push(problem('badDate', 'dateOfBirth', { value: cells.dateOfBirth }));
      }
      const students = kind === 'guardian' ? splitList(cells.students ?? '').map(normaliseEmail) : [];
      for (const student of students) if (!isPerson(student, 'student')) problems.push(problem('unknownStudent', 'students', { value: student }));
      if (students.length > MAX_LINKED_STUDENTS) problems.push(problem('tooManyStudents', 'students', { max: MAX_LINKED_STUDENTS }));
      const groups = kind === 'student' ? splitList(cells.groups ?? '', { commas: false }) : [];
      for (const name of groups) if (!isGroup(name)) problems.push(problem('unknownGroup', 'groups', { value: name }));
      person = { email, firstName: cells.firstName ?? '', lastName: cells.lastName ?? '', language, birthDate, students, groups };
    }

    const invalid = problems.some((found) => !IMPORT_CHOICE_PROBLEMS.includes(found.code));
    const action: ImportAction = invalid ? 'invalid' : existingId !== null ? choiceOf(line) : 'create';
    const name = kind === 'group' ? cells.groupName ?? '' : personName(cells);
    return { line, kind, name, email: kind === 'group' ? '' : cells.email ?? '', problems, existingId, action, person, group };
  });
}
