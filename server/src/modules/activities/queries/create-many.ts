import type { Insertable, Kysely } from 'kysely';
import type { ActivitiesTable, Database } from '../../../db/schema';
import { refreshLastLessons } from './activities';

type Db = Kysely<Database>;

/**
 * Adds one activity per row in one transaction: all are written or none. Returns their
 * ids in the order of `rows`. Planned activities are not completed, so no attendance
 * rows; the members' last lesson may still move (a start that has passed).
 */
export async function createActivities(db: Db, rows: readonly Insertable<ActivitiesTable>[], now: number): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const values of rows) {
      const row = await trx.insertInto('activities').values(values).returning('id').executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    for (const planId of new Set(rows.map((values) => values.study_plan_id))) await refreshLastLessons(trx, planId, now);
    return ids;
  });
}
