/**
 * `npm run bench` (plan list part): the admin study plans list (POST /v1/studyplan/getall)
 * at the bench school's 11k plans and 1M activities, with each row's speed filled (one
 * grouped query per page) beside the same list without it. Both through the list query
 * in-process, and the full call (routing, session, validation, serialisation) with
 * app.inject. SQLite always; PostgreSQL too when DATABASE_URL is set. Prints figures;
 * asserts nothing.
 */
import type { StudyPlansListRequest } from '@studydesk/shared/contracts';
import { listStudyPlans } from '../modules/study-plans/queries/list';
import { firstAdminId, fmt, forEachEngine, openBenchApp, runMain, sessionCookie, timeRuns } from './bench-kit';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** the goal: speed costs at most this factor on the list's p99 */
const GOAL_FACTOR = 2;

const SCENARIOS: Array<[label: string, body: StudyPlansListRequest]> = [
  ['first page (9), newest first', {}],
  ['page 100 (9)', { pageIndex: 100 }],
  ['groups, by members', { isGroup: true, orderBy: 'members' }],
  ['search "eng"', { search: 'eng' }],
  ['100 rows a page', { pageSize: 100 }],
];

async function benchEngine(label: string, databaseUrl: string | null): Promise<void> {
  const { app } = await openBenchApp(databaseUrl);
  try {
    const headers = { cookie: await sessionCookie(app, await firstAdminId(app.db)) };
    const plans = await app.db.selectFrom('study_plans').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const activities = await app.db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    console.log(
      `\n${label}: ${Number(plans.n).toLocaleString('en')} plans, ${Number(activities.n).toLocaleString('en')} activities; ` +
        `${RUNS} runs per row, ms (goal: p99 with speed ≤ ${GOAL_FACTOR}× without)`,
    );
    console.log(`  ${'list'.padEnd(32)} ${'no speed p50'.padStart(12)} ${'p99'.padStart(8)} ${'speed p50'.padStart(10)} ${'p99'.padStart(8)}  ×p99   goal  ${'call p50'.padStart(9)} ${'p99'.padStart(8)}  rows  speed>0`);
    for (const [name, body] of SCENARIOS) {
      const now = Date.now();
      const without = await timeRuns(() => listStudyPlans(app.db, body, now, { withSpeed: false }), RUNS);
      const withSpeed = await timeRuns(() => listStudyPlans(app.db, body, now), RUNS);
      const call = () => app.inject({ method: 'POST', url: '/v1/studyplan/getall', headers, payload: body });
      const first = await call();
      if (first.statusCode !== 200) throw new Error(`getall answered ${first.statusCode}: ${first.body}`);
      const rows = (first.json() as { studyPlans: { results: Array<{ speed: number | null }> } }).studyPlans.results;
      const viaHttp = await timeRuns(call, RUNS);
      const factor = withSpeed.p99 / without.p99;
      console.log(
        `  ${name.padEnd(32)} ${fmt(without.p50).padStart(12)} ${fmt(without.p99)} ${fmt(withSpeed.p50).padStart(10)} ${fmt(withSpeed.p99)}  ${factor.toFixed(2)}  ${factor <= GOAL_FACTOR ? 'met ' : 'MISS'}  ${fmt(viaHttp.p50).padStart(9)} ${fmt(viaHttp.p99)}  ${String(rows.length).padStart(4)}  ${String(rows.filter((row) => (row.speed ?? 0) > 0).length).padStart(7)}`,
      );
    }
  } finally {
    await app.close();
  }
}

runMain(() => forEachEngine(benchEngine));
