import type { Kysely, Transaction } from 'kysely';
import type { ImportOptions } from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import { sessionCache } from '../../sessions';
import { checkRows, type CheckedRow, type KnownSchool } from './check-rows';
import { parseImportFile, type ParsedFile } from './parse-file';
import { normaliseEmail } from '../people';
import { groupCode, splitList } from './rules';
import { readKnownSchool } from './queries/known';
import { insertGroupPlan, insertGuardianLinks, insertPeople, insertPlanPeople, updatePerson } from './queries/write';

type Db = Kysely<Database>;

export interface CheckedFile {
  file: ParsedFile;
  rows: CheckedRow[];
  known: KnownSchool;
}

/** Reads the file and checks every row against the school as it is now: what the preview answers, nothing written. */
export async function checkFile(db: Db, bytes: Uint8Array, options: ImportOptions, now: number): Promise<CheckedFile> {
  const file = parseImportFile(bytes);
  const emails: string[] = [];
  const codes: string[] = [];
  for (const row of file.rows) {
    const { email, teacher, students, members, groupName, groups } = row.cells;
    for (const address of [email, teacher, ...splitList(students ?? ''), ...splitList(members ?? '')]) if (address) emails.push(normaliseEmail(address));
    for (const name of [groupName, ...splitList(groups ?? '', { commas: false })]) if (name) codes.push(groupCode(name));
  }
  const known = await readKnownSchool(db, emails, codes);
  return { file, rows: checkRows(file.rows, known, options, new Date(now)), known };
}

/** Queues one person's invitation inside the import's transaction. */
export type Invite = (trx: Transaction<Database>, userId: number) => Promise<unknown>;

/** Each pair once: a member named on the group's row and on the student's own row is added once. */
const unique = (pairs: Array<[number, number]>): Array<[number, number]> => [...new Map(pairs.map((pair) => [`${pair[0]}:${pair[1]}`, pair])).values()];

/**
 * Writes the checked rows in ONE transaction (docs/product-rules.md#r-import-3): new people
 * without passwords, updated people, group plans with their teacher and members, guardian
 * links, and, when `invite` is given, each new person's invitation in the outbox. Any
 * failure, a unique e-mail taken meanwhile included, leaves nothing written.
 */
export async function writeImport(db: Db, checked: CheckedFile, now: number, invite: Invite | null): Promise<{ invitations: number }> {
  const active = checked.rows.filter((row) => row.action === 'create' || row.action === 'update');
  const result = await db.transaction().execute(async (trx) => {
    const created = await insertPeople(trx, active.filter((row) => row.action === 'create' && row.person), now);
    const userId = (email: string) => created.get(email) ?? checked.known.users.get(email)?.id;
    for (const row of active) if (row.action === 'update' && row.person && row.existingId !== null) await updatePerson(trx, row.existingId, row.person, now);

    const planOfCode = new Map<string, number>();
    for (const [code, plan] of checked.known.plans) if (plan.isGroup) planOfCode.set(code, plan.id);
    for (const row of active) {
      if (!row.group) continue;
      planOfCode.set(row.group.code, row.existingId ?? (await insertGroupPlan(trx, row.group.name, row.group.code, now)));
    }

    const teachers: Array<[number, number]> = [];
    const members: Array<[number, number]> = [];
    const links: Array<[number, number]> = [];
    const add = (into: Array<[number, number]>, a: number | undefined, b: number | undefined) => {
      if (a !== undefined && b !== undefined) into.push([a, b]);
    };
    for (const row of active) {
      if (row.group) {
        const planId = planOfCode.get(row.group.code);
        if (row.group.teacher) add(teachers, planId, userId(row.group.teacher));
        for (const member of row.group.members) add(members, planId, userId(member));
      } else if (row.person) {
        const personId = userId(row.person.email);
        for (const student of row.person.students) add(links, personId, userId(student));
        for (const name of row.person.groups) add(members, planOfCode.get(groupCode(name)), personId);
      }
    }
    await insertPlanPeople(trx, unique(teachers), unique(members));
    await insertGuardianLinks(trx, unique(links), now);

    let invitations = 0;
    if (invite) {
      for (const id of created.values()) {
        await invite(trx, id);
        invitations += 1;
      }
    }
    return { invitations };
  });
  // a guardian's session holds their students
  sessionCache.changed(db);
  return result;
}
