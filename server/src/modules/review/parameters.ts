import { DESIRED_RETENTION_DEFAULT } from '@studydesk/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FSRSParameters } from './fsrs';
import { desiredRetention, studentParameters } from './queries/review';
import { schedulerParameters } from './rules';

/** The school's desired retention: what reviews aim at. */
export async function retentionTarget(db: Kysely<Database>): Promise<number> {
  return (await desiredRetention(db)) ?? DESIRED_RETENTION_DEFAULT;
}

/** The parameters in force now for a student's reviews: theirs (or the defaults) at the school's desired retention. */
export async function currentParameters(db: Kysely<Database>, studentId: number): Promise<FSRSParameters> {
  return schedulerParameters((await studentParameters(db, [studentId])).get(studentId), await retentionTarget(db));
}
