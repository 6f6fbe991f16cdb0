import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DOCX_MIME, RETENTION_DOCUMENTS, RetentionPlanParams } from '@studydesk/shared/contracts';
import { dateInputValue } from '@studydesk/shared/dates';
import { siteTimeZone } from '../site-settings';
import { buildDocument } from './documents/build';
import { planForUser } from './load-plan';
import { attachmentHeader, documentFileName } from './rules';
import { routesOf } from '../route';

const DESCRIPTIONS = {
  quiz: "A quiz from the plan's lesson text as a .docx file: cloze and multiple-choice questions (wrong options from the plan's own words), the answer key on the last page.",
  'reading-practice': "Reading practice as a .docx file: the plan's retention text (else its latest lessons) at the chosen size, a glossary of its rarest words, comprehension questions.",
  'lesson-summary': 'A lesson summary as a .docx file: the lessons covered with their difficulty points and comments, and the next steps.',
} as const;

/** POST …/generate-quiz, …/generate-reading-practice, …/generate-lesson-summary: each answers the file. */
export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const route = routesOf(app, 'retention');
  for (const kind of RETENTION_DOCUMENTS) {
    route.post(`/v1/retention/studyplan/:id/generate-${kind}`, {
      description: `${DESCRIPTIONS[kind]} Named "<plan code> <kind> <YYYY-MM-DD>.docx".`,
      params: RetentionPlanParams, errors: [400, 401, 403, 404],
      // a Buffer is sent as it is: Fastify serialises only objects
      response: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the .docx file' }),
    }, async ({ me, params, reply }) => {
      const plan = await planForUser(db, me, params.id);
      const zone = await siteTimeZone(db);
      const now = Date.now();
      const file = await buildDocument(db, plan, kind, zone, now);
      return reply
        .type(DOCX_MIME)
        .header('Content-Disposition', attachmentHeader(documentFileName(plan.code, kind, dateInputValue(now, zone))))
        .header('Cache-Control', 'no-store')
        .send(file);
    });
  }
};
