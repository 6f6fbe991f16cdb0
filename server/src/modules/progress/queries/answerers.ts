import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PersonRow } from './progress';

/** The people who answered for members (progress_answers.answered_by), by id; nulls and repeats are skipped. */
export async function findPeople(db: Kysely<Database>, ids: ReadonlyArray<number | null>): Promise<Map<number, PersonRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'title']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}
