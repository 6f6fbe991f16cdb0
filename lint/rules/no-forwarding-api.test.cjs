const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const rule = require('./no-forwarding-api.cjs');

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

const imports = `
import { call, errorMessage, httpStatus } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
`;
const forwarding = (name) => [{ messageId: 'forwarding', data: { name } }];

tester.run('no-forwarding-api', rule, {
  valid: [
    // FormData: the function builds the request
    `${imports}
    export async function updateUser(fields: Record<string, string>, picture?: File): Promise<unknown> {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      if (picture) form.append('picture', picture);
      const { data } = await call(endpoints.people.updateUser, { body: form });
      return data.user;
    }`,
    // a request built by a helper
    `${imports}
    export async function previewImport(file: File, options: string) {
      return (await call(endpoints.peopleImport.preview, { body: importForm(file, options) })).data;
    }`,
    // an answer mapped, and some failures turned into answers
    `${imports}
    export async function checkSetupLink(token: string, signal?: AbortSignal) {
      try {
        const { data } = await call(endpoints.setup.check, { params: { token }, signal });
        return { works: true, languages: data.languages };
      } catch (error) {
        if (httpStatus(error) === 404) return { works: false, message: errorMessage(error) };
        throw error;
      }
    }`,
    // a choice made on the request
    `${imports}
    export const ownPlans = (studentId?: number) => call(endpoints.progress.own, { query: studentId === undefined ? {} : { studentId } });`,
    // not the API client's call
    `export async function load(id: number) { return call(endpoints.x.y, { params: { id } }); }`,
    // not exported: a step of an exported function that does more
    `${imports}
    async function ask(id: number) { return (await call(endpoints.activities.get, { params: { id } })).data; }
    export async function askTwice(id: number) { return [await ask(id), await ask(id + 1)]; }`,
  ],
  invalid: [
    {
      // the planted forwarder: the answer's field, and nothing else
      code: `${imports}
      export async function createStudyPlan(body: CreateStudyPlanRequest): Promise<StudyPlanDetails> {
        const { data } = await call(endpoints.studyPlans.create, { body });
        return data.studyPlan;
      }`,
      errors: forwarding('createStudyPlan'),
    },
    {
      code: `${imports}
      export async function deleteActivity(id: number): Promise<void> {
        await call(endpoints.activities.delete, { params: { id } });
      }`,
      errors: forwarding('deleteActivity'),
    },
    {
      code: `${imports}
      export const getFeed = (signal: AbortSignal) => call(endpoints.calendar.feedStatus, { signal }).then((r) => r.data);`,
      errors: forwarding('getFeed'),
    },
    {
      code: `${imports}
      export const createFeed = async () => (await call(endpoints.calendar.createFeed)).data as CalendarFeedCreated;`,
      errors: forwarding('createFeed'),
    },
    {
      code: `${imports}
      export function getComments(activityId: number, pageIndex: number, pageSize: number) {
        return call(endpoints.activities.allComments, { body: { activityId, pageIndex, pageSize } }).then(({ data }) => data.comments);
      }`,
      errors: forwarding('getComments'),
    },
    {
      code: `${imports}
      async function markPaid(body: MarkPaidRequest) {
        const response = await call(endpoints.teachingTime.markPaid, { body });
        return response.data.month;
      }
      export { markPaid as markMonthPaid };`,
      errors: forwarding('markMonthPaid'),
    },
    {
      // under another local name
      code: `import { call as request } from '@studydesk/shared/api-client';
      export async function outcome(id: number, outcome: string | null) {
        return (await request(endpoints.activities.setOutcome, { params: { id }, body: { outcome } })).data;
      }`,
      errors: forwarding('outcome'),
    },
  ],
});
