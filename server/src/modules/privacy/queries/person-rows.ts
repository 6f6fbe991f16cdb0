import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Erasure, PersonKey, PersonalTable } from '../../../privacy/declaration';

type Db = Kysely<Database>;

/**
 * The condition for the rows of a declared table that are the person's: a `refs` column
 * holding their id (those whose erasure is one of `only`, when given), or the table's `about` rows.
 */
export function personRows(table: PersonalTable, person: PersonKey, only?: readonly Erasure[]): RawBuilder<boolean> | null {
  const refs = Object.entries(table.refs ?? {})
    .filter(([, erase]) => !only || only.includes(erase))
    .map(([column]) => sql`${sql.ref(column)} = ${person.id}`);
  const about = table.about && (!only || only.includes(table.about.erase)) ? [sql`(${table.about.rows(person)})`] : [];
  const parts = [...refs, ...about];
  return parts.length === 0 ? null : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** Every row of a declared table that is the person's, for their copy, without the declared secrets. */
export async function exportRows(db: Db, table: PersonalTable, person: PersonKey): Promise<Record<string, unknown>[]> {
  const where = personRows(table, person);
  if (!where) return [];
  const result = await sql<Record<string, unknown>>`select * from ${sql.table(table.table)} where ${where}`.execute(db);
  const secret = new Set(table.secret ?? []);
  return result.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !secret.has(column))));
}

/** The person's id, address and name, as the declarations' `about` conditions look for them. */
export async function personKey(db: Db, id: number): Promise<(PersonKey & { profile: Database['users']['profile']; language: string; picture: string | null }) | null> {
  const row = await db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'profile', 'language', 'profile_pic']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const fullName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return { id: row.id, email: row.email, fullName, profile: row.profile, language: row.language, picture: row.profile_pic };
}
