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
  const pattern = searchPattern(search);
  const members = eb.exists(
    eb
      .selectFrom('study_plan_members as sm')
      .innerJoin('users as mu', 'mu.id', 'sm.student_id')
      .select('sm.student_id')
      .whereRef('sm.study_plan_id', '=', 'study_plans.id')
      .where(likeEscaped('mu.search_text', pattern)),
  );
  const byTeacher = eb.exists(
    eb
      .selectFrom('study_plan_teachers as st')
      .innerJoin('users as tu', 'tu.id', 'st.teacher_id')
      .select('st.teacher_id')
      .whereRef('st.study_plan_id', '=', 'study_plans.id')
      .where(likeEscaped('tu.search_text', pattern)),
  );
  return eb.or([likeEscaped('study_plans.search_text', pattern), ...(teachers ? [byTeacher] : []), members]);
}
