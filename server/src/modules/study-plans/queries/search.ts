import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';
import { likeEscaped, searchPattern } from '../../../db/search-text';

/**
 * A study plan matches a search on its code and title, or on the name or email of a
 * member (and, where asked, of a teacher): case- and accent-insensitive through the
 * folded search_text columns. Shared by the admin's plan lists and the teacher dashboard.
 */
export function planMatchesSearch(
  eb: ExpressionBuilder<Database, 'study_plans'>,
  search: string,
  { teachers }: { teachers: boolean },
): Expression<SqlBool> {
  return planMatchesPattern(eb, searchPattern(search), { teachers });
}

/** `planMatchesSearch` with the search already made a pattern (`searchPattern`): for a query compiled once, which takes the pattern as a value. */
export function planMatchesPattern(
  eb: ExpressionBuilder<Database, 'study_plans'>,
  pattern: string,
  { teachers }: { teachers: boolean },
): Expression<SqlBool> {
  const members = personMatches(eb, 'members', pattern);
  const byTeacher = personMatches(eb, 'teachers', pattern);
  return eb.or([likeEscaped('study_plans.search_text', pattern), ...(teachers ? [byTeacher] : []), members]);
}

/** The tables that link people to a plan, and the column naming the person. */
const PLAN_PEOPLE = {
  members: ['study_plan_members', 'student_id'],
  teachers: ['study_plan_teachers', 'teacher_id'],
} as const;

/** One of the plan's members or teachers, as asked, whose folded name or email matches. */
function personMatches(eb: ExpressionBuilder<Database, 'study_plans'>, who: keyof typeof PLAN_PEOPLE, pattern: string): Expression<SqlBool> {
  const [link, person] = PLAN_PEOPLE[who];
  // kysely types a table named at run time as none; both links are (study_plan_id, person),
  // so the members' names type either
  const from = `${link} as link` as 'study_plan_members as link';
  const personId = `link.${person}` as 'link.student_id';
  return eb.exists(
    eb
      .selectFrom(from)
      .innerJoin('users as person', 'person.id', personId)
      .select(personId)
      .whereRef('link.study_plan_id', '=', 'study_plans.id')
      .where(likeEscaped('person.search_text', pattern)),
  );
}
