/**
 * `npm run bench` (absence alerts part): saving a lesson's outcome with the school's absence
 * rules on (the defaults) against the same save with no rules, at 1M activities, in-process
 * through the real app (POST /v1/activity/{id}/outcome: routing, session, permissions, the
 * update, make-up credits, and with rules on the alerts' evaluation in the same transaction,
 * docs/product-rules.md#r-absence-3). The lesson is the busiest plan's latest past one, its
 * outcome turned between held and cancelled with notice, so neither mode raises an alert on it.
 * Short blocks of rules off and on alternate, so the machine's load moves both alike. The budget:
 * rules on within 1.2× of rules off (median of every save; the process's CPU time per save beside it). SQLite always; PostgreSQL too with DATABASE_URL.
 * The school's rules are put back as they were.
 */
import { DEFAULT_ABSENCE_RULES } from '@studydesk/shared/contracts';
import { readSiteSettings, saveSiteSettings } from '../modules/site-settings';
import { busiest, firstAdminId, fmt, forEachEngine, openBenchApp, percentile, runMain, sessionCookie } from './bench-kit';

const BUDGET_RATIO = 1.2;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const ROUNDS = 16;
const MODES = ['off', 'on'] as const;
type Mode = (typeof MODES)[number];
const LABELS: Record<Mode, string> = { off: 'rules off', on: 'rules on (defaults)' };

async function benchEngine(label: string, databaseUrl: string | null): Promise<void> {
  const { app } = await openBenchApp(databaseUrl);
  const before = (await readSiteSettings(app.db)).absenceRules;
  try {
    const headers = { cookie: await sessionCookie(app, await firstAdminId(app.db)) };
    const planId = await busiest(app.db, 'study_plan_id');
    const lesson = await app.db
      .selectFrom('activities')
      .select('id')
      .where('study_plan_id', '=', planId)
      .where('type', '=', 'activity')
      .where('lesson_length', '>', 0)
      .where('paid', '=', 0)
      .where('start_time', '<', Date.now())
      .orderBy('start_time', 'desc')
      .executeTakeFirstOrThrow();
    const [lessons, members] = await Promise.all([
      app.db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).where('study_plan_id', '=', planId).executeTakeFirstOrThrow(),
      app.db.selectFrom('study_plan_members').select((eb) => eb.fn.countAll<number>().as('n')).where('study_plan_id', '=', planId).executeTakeFirstOrThrow(),
    ]);
    const count = await app.db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    let turn = 0;
    const save = async () => {
      turn += 1;
      const res = await app.inject({ method: 'POST', url: `/v1/activity/${lesson.id}/outcome`, headers, payload: { outcome: turn % 2 ? 'held' : 'cancelled_notice' } });
      if (res.statusCode !== 200) throw new Error(`the outcome's save answered ${res.statusCode}: ${res.body}`);
    };
    console.log(
      `\n${label}: ${Number(count.n).toLocaleString('en')} activities; the busiest plan (${Number(lessons.n)} activities, ${Number(members.n)} members); ` +
        `${ROUNDS} rounds of ${RUNS} saves per mode, ms, in-process (budget: rules on ≤ ${BUDGET_RATIO}× rules off, p50)`,
    );
    // many short blocks, alternating: a machine whose load changes moves both modes alike
    const samples: Record<Mode, number[]> = { off: [], on: [] };
    const cpu: Record<Mode, number> = { off: 0, on: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const mode of MODES) {
        await saveSiteSettings(app.db, { absenceRules: mode === 'on' ? DEFAULT_ABSENCE_RULES : [] });
        await save();
        const started = process.cpuUsage();
        for (let i = 0; i < RUNS; i += 1) {
          const at = process.hrtime.bigint();
          await save();
          samples[mode].push(Number(process.hrtime.bigint() - at) / 1e6);
        }
        const used = process.cpuUsage(started);
        cpu[mode] += (used.user + used.system) / 1000;
      }
    }
    console.log(`  ${'save of an outcome'.padEnd(24)}      p50      p99     mean   cpu/save`);
    const p50: Record<Mode, number> = { off: 0, on: 0 };
    for (const mode of MODES) {
      const sorted = [...samples[mode]].sort((a, b) => a - b);
      p50[mode] = percentile(sorted, 50);
      const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
      console.log(`  ${LABELS[mode].padEnd(24)} ${fmt(p50[mode])} ${fmt(percentile(sorted, 99))} ${fmt(mean)} ${fmt(cpu[mode] / sorted.length)}`);
    }
    const ratio = p50.on / p50.off;
    console.log(`  ratio on/off (p50) ${ratio.toFixed(2)}×, cpu ${(cpu.on / cpu.off).toFixed(2)}×   ${ratio <= BUDGET_RATIO ? 'met' : 'MISS'} (budget ${BUDGET_RATIO}×)`);
  } finally {
    await saveSiteSettings(app.db, { absenceRules: before });
    await app.close();
  }
}

runMain(() => forEachEngine(benchEngine));
