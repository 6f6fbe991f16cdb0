/**
 * A teacher's day over HTTP, as the soak and `npm run bench:load` replay it from many
 * connections: the dashboard, a plan's view, create a lesson, edit it, comment on it,
 * complete it, the month's teaching time and the calendar month. Each connection is one
 * of the school's load teachers.
 */
import autocannon from 'autocannon';
import { answersOf, type Answers } from './bench-kit';
import type { School } from './soak-school';
import { watchUnanswered, type Unanswered } from './unanswered';

export interface LoadResult extends Answers {
  requests: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  p50: number;
  p99: number;
  rps: number;
  /** "METHOD url status" → how many, for every answer outside 2xx */
  unexpected: Map<string, number>;
  /** requests written and never answered, which autocannon counts nowhere */
  unanswered: Unanswered;
}

/** Told of each answer as it comes (its status and how long it took), and of each request that failed without one. */
export interface AnswerWatch {
  answer(status: number, ms: number): void;
  failed(): void;
}

/**
 * `resendLost`: a request whose kept-alive connection closed or was reset before its answer is sent
 * again on a new connection, as a browser does (unanswered.ts); without it, only counted.
 */
export async function teacherDay(base: string, school: School, connections: number, seconds: number, watch?: AnswerWatch, options: { resendLost?: boolean } = {}): Promise<LoadResult> {
  const now = new Date();
  const month = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
  let nextTeacher = 0;
  type Context = { cookie?: string; planId?: number; teacherId?: number; activityId?: number; n?: number };
  const as = (context: Context, body: (c: Required<Context>) => object) => (req: autocannon.Request) => {
    if (!context.cookie) {
      const teacher = school.loadTeachers[nextTeacher++ % school.loadTeachers.length];
      Object.assign(context, { cookie: teacher.cookie, planId: teacher.planId, teacherId: teacher.id, n: 0, activityId: 0 });
    }
    return { ...req, headers: { ...req.headers, cookie: context.cookie as string }, body: JSON.stringify(body(context as Required<Context>)) };
  };
  // which call answered what, when something is not 2xx
  const unexpected = new Map<string, number>();
  const step = (method: string, url: string, body: (c: Required<Context>) => object, onResponse?: (status: number, text: string, context: Context) => void, needsLesson = false) => ({
    method: method as autocannon.Request['method'],
    path: url,
    // a teacher whose new lesson was not made (a 503) starts the day over instead of editing
    // a lesson that does not exist: autocannon restarts the list when this returns null
    setupRequest: (req: autocannon.Request, context: Context) => (needsLesson && !context.activityId ? null : as(context, body)(req)) as autocannon.Request,
    onResponse: (status: number, text: string, context: Context) => {
      if (status < 200 || status > 299) unexpected.set(`${method} ${url} ${status}`, (unexpected.get(`${method} ${url} ${status}`) ?? 0) + 1);
      onResponse?.(status, text, context);
    },
  });
  const address = new URL(base);
  const unanswered = watchUnanswered(options.resendLost ? { resend: { host: address.hostname, port: Number(address.port) } } : {});
  const run = autocannon({
    url: base,
    connections,
    setupClient: unanswered.setupClient,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests: [
      step('POST', '/v1/studyplan/dashboard', () => ({})),
      step('POST', '/v1/studyplan/getactivitydata', (c) => ({ studyPlanId: c.planId })),
      step(
        'POST',
        '/v1/activity/create',
        (c) => ({ studyPlanId: c.planId, lessonTitle: `Lesson ${c.n}`, startTime: new Date(Date.now() - 7_200_000).toISOString(), lessonLength: 1 }),
        (status, text, context) => {
          if (status === 201) {
            context.activityId = (JSON.parse(text) as { activity: { id: number } }).activity.id;
            context.n = (context.n ?? 0) + 1;
          } else {
            context.activityId = 0;
          }
        },
      ),
      step('PATCH', '/v1/activity/update', (c) => ({ id: c.activityId, description: `Notes ${c.n}` }), undefined, true),
      step('POST', '/v1/activity/comments', (c) => ({ activityId: c.activityId, text: 'Went well' }), undefined, true),
      step('PATCH', '/v1/activity/complete', (c) => ({ id: c.activityId, isCompleted: true }), undefined, true),
      step('POST', '/v1/activity/teachingtimemonth', () => month),
      step('POST', '/v1/calendar/monthview', (c) => ({ scope: { kind: 'teacher', teacherId: c.teacherId }, ...month })),
    ],
  });
  if (watch) {
    // without a callback autocannon answers its instance, an emitter that is also its
    // result's promise; its types name only the promise
    const events = run as unknown as NodeJS.EventEmitter;
    events.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => watch.answer(status, ms));
    events.on('reqError', () => watch.failed());
  }
  const result = await run;
  await unanswered.settled();
  return {
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    ...answersOf(result, seconds),
    unexpected,
    unanswered: unanswered.counts,
  };
}
