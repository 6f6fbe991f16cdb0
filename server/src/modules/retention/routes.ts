import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ParseSentencesRequest,
  ParseSentencesResponse,
  RetentionPlanParams,
  RetentionSettings,
  RetentionSettingsResponse,
  RetentionTextRequest,
  RetentionTextResponse,
  errorResponses,
} from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { requireUser } from '../../permissions';
import { readSiteSettings } from '../site-settings';
import { sendApprovalDigest } from './digest';
import { toFlashcard, toSettingsResponse } from './dto';
import { retentionContext, sentenceCount } from './generation';
import { planForUser } from './load-plan';
import type { CardProvider } from './provider';
import { insertCards, unapprovedCards, usedByPlan } from './queries/cards';
import { saveRetentionText, saveSettings } from './queries/plan';
import { parseSettings } from './rules';
import { sentenceKey } from './text/cards';

/** Settings, retention text, and card generation (spec §7 retention calls). */
export const retentionRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig; provider: CardProvider }> = async (app, { config, provider }) => {
  const db = app.db;
  const managerEmail = async () => (await readSiteSettings(db)).retentionManagerEmail;

  app.get(
    '/v1/retention/studyplan/:id/settings',
    {
      schema: {
        tags: ['retention'],
        description: "A plan's retention settings, its retention text and that text's display size. Admins, and teachers of the plan.",
        params: RetentionPlanParams,
        response: { 200: RetentionSettingsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const plan = await planForUser(db, requireUser(request), request.params.id);
      return toSettingsResponse(plan, parseSettings(plan.settings, plan.language), (await managerEmail()) !== '');
    },
  );

  app.put(
    '/v1/retention/studyplan/:id/settings',
    {
      schema: {
        tags: ['retention'],
        description: "Saves a plan's retention settings: target language, cards per lesson, quiz length, which activity types feed it, whether the retention manager gets a digest.",
        params: RetentionPlanParams,
        body: RetentionSettings,
        response: { 200: RetentionSettingsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const plan = await planForUser(db, requireUser(request), request.params.id);
      await saveSettings(db, plan.id, request.body, Date.now());
      return toSettingsResponse(plan, request.body, (await managerEmail()) !== '');
    },
  );

  app.patch(
    '/v1/studyplan/retention-text',
    {
      schema: {
        tags: ['retention'],
        description: "Saves a plan's retention text (what was read, taught, corrected) and the size it is shown and printed at.",
        body: RetentionTextRequest,
        response: { 200: RetentionTextResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { studyPlanId, retentionText, retentionTextSize } = request.body;
      await planForUser(db, requireUser(request), studyPlanId);
      await saveRetentionText(db, studyPlanId, retentionText, retentionTextSize, Date.now());
      return { retentionText, retentionTextSize };
    },
  );

  app.post(
    '/v1/retention/parse-sentences',
    {
      schema: {
        tags: ['retention'],
        description:
          "Splits the plan's lesson text (its settings' activity types: descriptions and comments; and its retention text) into sentences and words in the plan's language, and makes new flashcards from them, waiting for approval: cloze sentences and term ↔ context pairs on each sentence's rarest word across the school, never repeating a card the plan has. Mails the retention manager one digest when the settings say so.",
        body: ParseSentencesRequest,
        response: { 200: ParseSentencesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const plan = await planForUser(db, requireUser(request), request.body.studyPlanId);
      const context = await retentionContext(db, plan);
      const used = await usedByPlan(db, plan.id);
      const drafts = await provider.generate(context.sources, {
        language: context.language,
        perSource: context.settings.cardsPerLesson,
        df: context.df,
        existingTargets: new Set(used.map((card) => card.target).filter(Boolean)),
        existingSentences: new Set(used.map((card) => sentenceKey(card.source_sentence, context.language)).filter(Boolean)),
      });
      await insertCards(db, plan.id, drafts, Date.now());
      const waiting = await unapprovedCards(db, plan.id);
      if (drafts.length > 0 && context.settings.notifyManager) {
        const to = await managerEmail();
        if (to) {
          // the cards are made either way; a mail server that is down is logged, not shown
          await sendApprovalDigest(app.mailer, { to, plan, created: drafts.length, waiting: waiting.length, publicUrl: config.publicUrl }).catch((error: unknown) =>
            request.log.error({ err: error, planId: plan.id }, 'the retention digest could not be sent'),
          );
        }
      }
      return {
        sentences: sentenceCount(context.sources, context.language),
        created: drafts.length,
        unapprovedFlashcards: waiting.map(toFlashcard),
      };
    },
  );
};
