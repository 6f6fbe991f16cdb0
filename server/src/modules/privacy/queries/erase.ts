import { sql, type Kysely } from 'kysely';
import type { Database, ProfileType } from '../../../db/schema';
import { foldForSearch } from '../../../db/search-text';
import type { PersonKey, PersonalDataDeclaration, PersonalTable } from '../../../privacy/declaration';
import { erasedAddress, formerName } from '../rules';
import { personRows } from './person-rows';

type Db = Kysely<Database>;

/** What erasing does to one declared table's rows of the person (docs/product-rules.md#r-privacy-3); the person's own row is `pseudonymise`'s. */
async function eraseTable(trx: Db, table: PersonalTable, person: PersonKey): Promise<void> {
  const target = sql.table(table.table);
  for (const [column, erase] of Object.entries(table.refs ?? {})) {
    const mine = sql`${sql.ref(column)} = ${person.id}`;
    if (erase === 'delete') await sql`delete from ${target} where ${mine}`.execute(trx);
    if (erase === 'clear') await sql`update ${target} set ${sql.ref(column)} = null where ${mine}`.execute(trx);
    if (erase === 'blank') await sql`update ${target} set ${sql.ref(column)} = '' where ${mine}`.execute(trx);
  }
  if (table.about?.erase === 'delete') await sql`delete from ${target} where ${table.about.rows(person)}`.execute(trx);
  const rows = personRows(table, person);
  if (!rows) return;
  for (const [column, erase] of Object.entries(table.describes ?? {})) {
    if (erase === 'delete') await sql`delete from ${target} where ${rows}`.execute(trx);
    if (erase === 'clear') await sql`update ${target} set ${sql.ref(column)} = null where ${rows}`.execute(trx);
    if (erase === 'blank') await sql`update ${target} set ${sql.ref(column)} = '' where ${rows}`.execute(trx);
  }
}

/** Applies every module's declaration to the person's rows, in one transaction with the rest of the erasure. */
export async function eraseDeclared(trx: Db, declarations: readonly PersonalDataDeclaration[], person: PersonKey): Promise<void> {
  for (const declaration of declarations) {
    for (const table of declaration.tables) await eraseTable(trx, table, person);
  }
}

/**
 * The person's own row keeps its id (other rows point at it) and nothing that names them:
 * "Former student 4F2A", an address that receives nothing, no picture, no password (so no
 * sign-in, and every device cookie, signed with the password's hash, stops working).
 */
export async function pseudonymise(trx: Db, id: number, profile: ProfileType, code: string, now: number): Promise<void> {
  const first = formerName(profile);
  const email = erasedAddress(id);
  await trx
    .updateTable('users')
    .set({
      first_name: first,
      last_name: code,
      email,
      title: '',
      profile_pic: null,
      birth_date: null,
      password_hash: null,
      archived: 1,
      archived_at: now,
      search_text: foldForSearch(first, code),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The month the person's last lesson or pay period falls in, for the retention date (docs/product-rules.md#r-privacy-4). */
export async function lastRecordedPeriod(db: Db, id: number): Promise<number | null> {
  const lesson = await sql<{ at: number | null }>`
    select max(start_time) as at from activities
    where teacher_id = ${id} or study_plan_id in (select study_plan_id from study_plan_members where student_id = ${id})`.execute(db);
  const period = await db.selectFrom('pay_periods').select(['year', 'month']).where('teacher_id', '=', id).orderBy('year', 'desc').orderBy('month', 'desc').executeTakeFirst();
  const times = [lesson.rows[0]?.at, period ? Date.UTC(period.year, period.month - 1, 1) : null].filter((at): at is number => at !== null && at !== undefined).map(Number);
  return times.length === 0 ? null : Math.max(...times);
}
