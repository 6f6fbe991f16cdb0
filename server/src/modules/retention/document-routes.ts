import { DOCX_MIME, endpoints, RETENTION_DOCUMENTS } from '@studydesk/shared/contracts';
import { dateInputValue } from '@studydesk/shared/dates';
import { siteTimeZone } from '../site-settings';
import { buildDocument } from './documents/build';
import { planForUser } from './load-plan';
import type { CardProvider } from './provider';
import { attachmentHeader, documentFileName } from './rules';
import { routesPlugin } from '../route';

const DESCRIPTIONS = {
  quiz: "A quiz from the plan's approved flashcards as a .docx file: one multiple-choice question per card (its sentence with the word blanked, four options: the word and three of the same kind, frequency band and language, never a function word), the answer key on the last page. 409 when no card is approved.",
  'reading-practice': "Reading practice as a .docx file: the plan's retention text (else its latest lessons' descriptions) at the chosen size, a glossary of the approved cards' words with their meanings, true/false statements about the text (one detail changed in the false ones) and their answer key. 409 when no card is approved.",
  'lesson-summary': 'A lesson summary as a .docx file: the lessons covered with their descriptions and difficulty points, and the next steps (no comments).',
} as const;

/** POST …/generate-quiz, …/generate-reading-practice, …/generate-lesson-summary: each answers the file. */
export const documentRoutes = routesPlugin<{ provider: Pick<CardProvider, 'statements'> }>('retention', (route, { db }, { provider }) => {
  for (const kind of RETENTION_DOCUMENTS) {
    route.on(endpoints.retention.documents[kind], {
      description: `${DESCRIPTIONS[kind]} Named "<plan code> <kind> <YYYY-MM-DD>.docx".`,
      errors: [400, 401, 403, 404, 409],
    }, async ({ me, params, reply }) => {
      const plan = await planForUser(db, me, params.id);
      const zone = await siteTimeZone(db);
      const now = Date.now();
      const file = await buildDocument(db, plan, kind, zone, now, provider);
      // a Buffer is sent as it is: Fastify serialises only objects
      return reply
        .type(DOCX_MIME)
        .header('Content-Disposition', attachmentHeader(documentFileName(plan.code, kind, dateInputValue(now, zone))))
        .header('Cache-Control', 'no-store')
        .send(file);
    });
  }
});
