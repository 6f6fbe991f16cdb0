import type { Kysely } from 'kysely';
import type { PlanProgressDto, ProgressGraphDto } from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import type { ProgressScope } from '../../permissions';
import { toGraph, toProgressPerson, toQuestions } from './dto';
import { findPeople } from './queries/answerers';
import { findPlanKind, graphAnswers, latestAnswers, planQuestions, scopePeople } from './queries/progress';

type Db = Kysely<Database>;

// What the progress calls answer: the module's queries put together and turned into the
// contracts' shapes (above both the queries and dto.ts, so neither imports the other).

/** A plan's progress as GET /v1/progresstracking/{planId} answers it, for a scope the caller may see. */
export async function loadPlanProgress(
  db: Db,
  planId: number,
  scope: ProgressScope,
  rights: Pick<PlanProgressDto, 'canManage' | 'canAnswer'>,
): Promise<PlanProgressDto> {
  const kind = await findPlanKind(db, planId);
  const questions = await planQuestions(db, planId);
  const { latest, counts } = await latestAnswers(db, planId, questions.map((question) => question.id), scope);
  const people = await scopePeople(db, planId, scope);
  const answerers = await findPeople(db, latest.map((answer) => answer.answered_by));
  return {
    studyPlanId: planId,
    isGroup: kind?.isGroup ?? false,
    ...rights,
    people: people.map(toProgressPerson),
    questions: toQuestions(questions, latest, counts, answerers),
  };
}

/** POST /v1/progresstracking/graph for a scope the caller may see. */
export async function loadProgressGraph(db: Db, planId: number, scope: ProgressScope): Promise<ProgressGraphDto> {
  const questions = await planQuestions(db, planId);
  const answers = await graphAnswers(db, planId, questions.map((question) => question.id), scope);
  const people = await scopePeople(db, planId, scope);
  return toGraph(planId, people, questions, answers);
}
