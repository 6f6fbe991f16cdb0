import { endpoints } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { readSiteSettings } from '../site-settings';
import { sendApprovalDigest, type DigestInput } from './digest';
import { toFlashcard, toSettingsResponse } from './dto';
import { cardsPerSource, glossaryPair, retentionContext, sentenceCount } from './generation';
import { planForUser } from './load-plan';
import type { CardProvider } from './provider';
import { approvedCount, insertCardsWithDigest, usedByPlan } from './queries/cards';
import { glossaryMeanings } from './queries/glossary';
import { planPeople, saveRetentionText, saveSettings } from './queries/plan';
import { parseSettings } from './rules';
import { routesPlugin } from '../route';

/** Settings, retention text, and card generation (docs/product-rules.md#r-ret-2 retention calls). */
/** the background job that mails the retention manager's approval digest */
const DIGEST_JOB = 'retention-digest';

export const retentionRoutes = routesPlugin<{ config: ServerConfig; provider: CardProvider }>('retention', (route, app, { config, provider }) => {
  const db = app.db;
  app.jobs.handle(DIGEST_JOB, (payload) => sendApprovalDigest(app.db, app.mailer, payload as DigestInput));
  const managerEmail = async () => (await readSiteSettings(db)).retentionManagerEmail;

  route.on(endpoints.retention.settings, {
    description: "A plan's retention settings, its retention text and that text's display size. Admins, and teachers of the plan.",
    errors: [400, 401, 403, 404],
  }, async ({ me, params }) => {
    const plan = await planForUser(db, me, params.id);
    return toSettingsResponse(plan, parseSettings(plan.settings, plan.language), (await managerEmail()) !== '');
  });

  route.on(endpoints.retention.saveSettings, {
    description: "Saves a plan's retention settings: target language, cards per lesson, quiz length, which activity types feed it, whether the retention manager gets a digest.",
    errors: [400, 401, 403, 404],
  }, async ({ me, params, body }) => {
    const plan = await planForUser(db, me, params.id);
    await saveSettings(db, plan.id, body, Date.now());
    return toSettingsResponse(plan, body, (await managerEmail()) !== '');
  });

  route.on(endpoints.retention.saveText, {
    description: "Saves a plan's retention text (what was read, taught, corrected) and the size it is shown and printed at.",
    errors: [400, 401, 403, 404],
  }, async ({ me, body: { studyPlanId, retentionText, retentionTextSize } }) => {
    await planForUser(db, me, studyPlanId);
    await saveRetentionText(db, studyPlanId, retentionText, retentionTextSize, Date.now());
    return { retentionText, retentionTextSize };
  });

  route.on(endpoints.retention.parseSentences, {
    description: "Makes new flashcards waiting for approval from the plan's held lessons (notes of its settings' activity types, and its retention text; the teacher's own comments only when the settings say so, students' comments never): each lesson's own vocabulary first and whole (lists after \"Vocabulary:\", \"Wortschatz:\"… and \"term – translation\" pairs), else the expressions and words of its sentences a learner at the plan's CEFR level is least likely to know, in dictionary form. A card is a term and its meaning (the notes' pair, else the school glossary's for the plan's language and its students', else empty for the teacher to fill in), with the sentence it was met in as its example. Homework, page and exercise lines, names, remarks about the student, marked mistakes, headings, conversation and sentences in another language give nothing; never repeating a card the plan has. Mails the retention manager one digest when the settings say so.",
    errors: [400, 401, 403, 404],
  }, async ({ me, body }) => {
    const plan = await planForUser(db, me, body.studyPlanId);
    const context = await retentionContext(db, plan);
    const used = await usedByPlan(db, plan.id);
    const drafts = await provider.generate(context.sources, {
      language: context.language,
      level: context.level,
      perSource: context.settings.cardsPerLesson,
      existingTargets: new Set(used.map((card) => card.target).filter(Boolean)),
      existingPerSource: cardsPerSource(used, plan.retention_text),
      glossary: await glossaryMeanings(db, glossaryPair(context)),
      meaningLanguage: context.studentLanguage,
      people: await planPeople(db, plan.id),
    });
    // the cards and the manager's digest commit together: the digest is a job of the outbox,
    // sent once by the job runner (a mail server that is down is retried, and shown on the
    // admins' "Outgoing mail" page)
    const to = drafts.length > 0 && context.settings.notifyManager ? await managerEmail() : '';
    const waiting = await insertCardsWithDigest(db, plan.id, drafts, Date.now(), (cards) => async (trx) => {
      if (!to) return;
      const digest: DigestInput = { to, plan: { id: plan.id, code: plan.code, title: plan.title }, created: drafts.length, waiting: cards.length, publicUrl: config.publicUrl };
      await app.jobs.enqueue(DIGEST_JOB, digest, { db: trx, kind: 'approval-digest', recipient: to });
    });
    return {
      sentences: sentenceCount(context.sources, context.language),
      created: drafts.length,
      unapprovedFlashcards: waiting.map((card) => toFlashcard(card, context)),
      approvedCount: await approvedCount(db, plan.id),
    };
  });
});
