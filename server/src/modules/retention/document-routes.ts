import { DOCX_MIME, endpoints, RETENTION_ANSWER_KEYS, RETENTION_DOCUMENTS, type RetentionDocument } from '@studydesk/shared/contracts';
import { dateInputValue } from '@studydesk/shared/dates';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../permissions';
import { siteTimeZone } from '../site-settings';
import { buildDocument, type DocumentPart } from './documents/build';
import { planForUser } from './load-plan';
import { attachmentHeader, documentFileName } from './rules';
import { routesPlugin } from '../route';

const DESCRIPTIONS = {
  quiz: "A quiz from the plan's approved flashcards as a .docx file, worded in its students' language, with a name and date line: one multiple-choice question per card (its example sentence with the term blanked, else its meaning; the term and up to three other terms of the plan of the same kind and form as options, never a swear word, a sensitive word or a name, never a second right answer). The answer key is its own download. 409 when no card is approved.",
  'reading-practice': "Reading practice as a .docx file, worded in its students' language, with a name and date line: the plan's retention text (else a text of the approved cards' example sentences) at the chosen size, a glossary of the approved cards' meanings (none without one), and true/false statements about the text, 40–60 % of them false with one of the plan's terms swapped for another of its kind. The answer key is its own download. 409 when no card is approved or there is no text.",
  'lesson-summary': "A lesson summary as a .docx file, worded in its students' language: per held lesson its terms with their meanings, its grammar point and can-do statement; the homework apart; the lessons to come by title (no notes copied, no comments).",
} as const;

const KEY_DESCRIPTIONS = {
  quiz: 'The answer key of the quiz (the same questions, the right option of each) as a .docx file of its own. 409 when no card is approved.',
  'reading-practice': 'The answer key of reading practice (true or false, and for a false statement the sentence as the text has it) as a .docx file of its own. 409 when no card is approved or there is no text.',
} as const;

/** POST …/generate-quiz, …/generate-reading-practice, …/generate-lesson-summary and the two answer keys: each answers the file. */
export const documentRoutes = routesPlugin('retention', (route, { db }) => {
  async function answer(me: AuthUser, planId: number, reply: FastifyReply, kind: RetentionDocument, part: DocumentPart) {
    const plan = await planForUser(db, me, planId);
    const zone = await siteTimeZone(db);
    const now = Date.now();
    const file = await buildDocument(db, plan, kind, zone, now, part);
    // a Buffer is sent as it is: Fastify serialises only objects
    return reply
      .type(DOCX_MIME)
      .header('Content-Disposition', attachmentHeader(documentFileName(plan.code, kind, dateInputValue(now, zone), part === 'key')))
      .header('Cache-Control', 'no-store')
      .send(file);
  }
  for (const kind of RETENTION_DOCUMENTS) {
    route.on(endpoints.retention.documents[kind], {
      description: `${DESCRIPTIONS[kind]} Named "<plan code> <kind> <YYYY-MM-DD>.docx".`,
      errors: [400, 401, 403, 404, 409],
    }, ({ me, params, reply }) => answer(me, params.id, reply, kind, 'sheet'));
  }
  for (const kind of RETENTION_ANSWER_KEYS) {
    route.on(endpoints.retention.answerKeys[kind], {
      description: `${KEY_DESCRIPTIONS[kind]} Named "<plan code> <kind> answer key <YYYY-MM-DD>.docx".`,
      errors: [400, 401, 403, 404, 409],
    }, ({ me, params, reply }) => answer(me, params.id, reply, kind, 'key'));
  }
});
