/**
 * `npm run bench` (calendar part): the month view and agenda pages at 1M activities,
 * in-process through the real app (routing, validation, session, permissions, queries,
 * serialisation) with app.inject. The bench school comes from `npm run seed:bench`
 * (seeded here when missing). SQLite always; PostgreSQL too when DATABASE_URL is set.
 * Prints figures beside the goal; asserts nothing.
 */
import type { AgendaResponse, CalendarScope } from '@studydesk/shared/contracts';
import { monthOf, shiftMonth } from '@studydesk/shared/dates';
import { siteTimeZone } from '../modules/site-settings';
import { busiest, firstAdminId, fmt, forEachEngine, openBenchApp, runMain, sessionCookie, timeRuns } from './bench-kit';

const GOAL_P99_MS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

async function benchEngine(label: string, databaseUrl: string | null): Promise<void> {
  const { app } = await openBenchApp(databaseUrl);
  try {
    const headers = { cookie: await sessionCookie(app, await firstAdminId(app.db)) };
    const zone = await siteTimeZone(app.db);
    const month = shiftMonth(monthOf(Date.now(), zone), -1);
    const teacherId = await busiest(app.db, 'teacher_id');
    const planId = await busiest(app.db, 'study_plan_id');
    const member = await app.db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', planId).executeTakeFirstOrThrow();
    const scopes: Array<[string, CalendarScope]> = [
      ['busiest teacher', { kind: 'teacher', teacherId }],
      ['busiest plan', { kind: 'plan', planId }],
      ["a student of it", { kind: 'student', studentId: member.student_id }],
    ];
    const count = await app.db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    console.log(
      `\n${label}: ${Number(count.n).toLocaleString('en')} activities; month ${month.year}-${String(month.month).padStart(2, '0')} (${zone}); ` +
        `${RUNS} runs per row, ms, in-process (goal p99 ≤ ${GOAL_P99_MS} ms)`,
    );
    console.log(`  ${'call'.padEnd(44)}      p50      p99   goal   rows`);
    for (const [who, scope] of scopes) {
      const body = { scope, ...month };
      const call = (url: string, payload: object) => () => app.inject({ method: 'POST', url, headers, payload });
      const first = await call('/v1/calendar/agenda', body)();
      if (first.statusCode !== 200) throw new Error(`agenda answered ${first.statusCode}: ${first.body}`);
      const page1 = (first.json() as AgendaResponse).activitiesPage;
      const page2 = (await call('/v1/calendar/agenda', { ...body, after: page1.keyset.next ?? undefined })()).json() as AgendaResponse;
      const rows: Array<[string, () => Promise<{ statusCode: number }>, number]> = [
        ['month view', call('/v1/calendar/monthview', body), -1],
        ['agenda, first page', call('/v1/calendar/agenda', body), page1.results.length],
      ];
      if (page1.keyset.next) rows.push(['agenda, next page (keyset)', call('/v1/calendar/agenda', { ...body, after: page1.keyset.next }), page2.activitiesPage.results.length]);
      if (page2.activitiesPage.keyset.previous) {
        rows.push(['agenda, previous page (keyset)', call('/v1/calendar/agenda', { ...body, before: page2.activitiesPage.keyset.previous }), page1.results.length]);
      }
      for (const [name, run, size] of rows) {
        const { p50, p99 } = await timeRuns(run, RUNS);
        const verdict = p99 <= GOAL_P99_MS ? 'met ' : 'MISS';
        console.log(`  ${`${who}: ${name}`.padEnd(44)} ${fmt(p50)} ${fmt(p99)}   ${verdict}   ${size < 0 ? '' : size}`);
      }
    }
  } finally {
    await app.close();
  }
}

runMain(() => forEachEngine(benchEngine));
