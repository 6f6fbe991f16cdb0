import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { foldForSearch } from '../db/search-text';

const FIRST = ['Zoë', 'Marta', 'José', 'Léa', 'Oliver', 'Amelia', 'Mateo', 'Chloé', 'Noah', 'Ingrid', 'Björn', 'Aisha', 'Mariana', 'Tomás', 'Hana', 'Luca'];
const LAST = ['Núñez', 'García', 'Müller', 'Dupont', 'Smith', 'Kowalski', 'Rossi', 'Öztürk', 'Martínez', 'Nguyen', 'Søndergaard', 'Brown', 'Łukasik', 'Jensen'];
const DAY = 24 * 60 * 60 * 1000;
const CHUNK = 400;

/** a small deterministic generator, so every run measures the same school */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface SeededSchool {
  adminId: number;
  students: number;
}

/**
 * An admin, `count` students (5% archived, 10% without a lesson yet, a fifth still
 * invited), each with an individual study plan: the rows the students list reads.
 */
export async function seedStudents(db: Kysely<Database>, count: number, now = Date.now()): Promise<SeededSchool> {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const { id: adminId } = await db
    .insertInto('users')
    .values({ email: 'bench-admin@example.com', password_hash: 'x', profile: 'admin', first_name: 'Bench', last_name: 'Admin', title: '', language: 'en', archived: 0, search_text: 'bench admin', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    await db.transaction().execute(async (trx) => {
      const people = Array.from({ length: size }, (_, i) => {
        const n = start + i;
        const first = pick(FIRST);
        const last = pick(LAST);
        const email = `student${n}@bench.example`;
        const invited = next() < 0.2;
        return {
          email,
          password_hash: invited ? null : 'x',
          profile: 'student' as const,
          first_name: first,
          last_name: last,
          title: '',
          language: 'en',
          archived: (next() < 0.05 ? 1 : 0) as 0 | 1,
          search_text: foldForSearch(first, last, email, ''),
          last_lesson_at: next() < 0.1 ? null : now - Math.floor(next() * 365 * DAY),
          created_at: now - 400 * DAY,
          updated_at: now,
        };
      });
      const users = await trx.insertInto('users').values(people).returning(['id', 'password_hash']).execute();
      const plans = await trx
        .insertInto('study_plans')
        .values(users.map((_, i) => {
          const code = `BEN-${String(start + i).padStart(6, '0')}`;
          return { code, title: 'One to one', description: '', goal: '', level: 'B1', is_group: 0 as const, language: 'en', retention_text: '', retention_text_size: 14, archived: 0 as const, search_text: foldForSearch(code, 'One to one'), created_at: now, updated_at: now };
        }))
        .returning('id')
        .execute();
      await trx.insertInto('study_plan_members').values(plans.map((plan, i) => ({ study_plan_id: plan.id, student_id: users[i].id }))).execute();
      const invited = users.filter((user) => user.password_hash === null);
      if (invited.length > 0) {
        await trx
          .insertInto('one_time_tokens')
          .values(invited.map((user) => ({ token_hash: `bench-${user.id}`, user_id: user.id, purpose: 'invite' as const, expires_at: now + 7 * DAY, used_at: null, created_at: now })))
          .execute();
      }
    });
  }
  return { adminId, students: count };
}
