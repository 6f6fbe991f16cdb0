import type { Flashcard, RetentionSettings, RetentionSettingsResponse } from '@studydesk/shared/contracts';
import type { FlashcardRow } from './queries/cards';
import type { RetentionPlanRow } from './queries/plan';
import { lexiconOf, UNLISTED_RANK } from './text/lexicon';

/** The card as the page shows it, with why its word was chosen (its rank in the frequency list, the plan's level). */
export function toFlashcard(row: FlashcardRow, plan: Pick<RetentionPlanRow, 'level'> & { language: string }): Flashcard {
  const rank = lexiconOf(plan.language).ranks.get(row.target) ?? UNLISTED_RANK;
  return {
    id: row.id,
    kind: row.kind,
    front: row.front,
    back: row.back,
    sourceSentence: row.source_sentence,
    activityId: row.activity_id ?? null,
    lessonTitle: row.lesson_title ?? null,
    reason: { rank: rank >= UNLISTED_RANK ? null : rank, level: plan.level },
  };
}

export function toSettingsResponse(plan: RetentionPlanRow, settings: RetentionSettings, managerConfigured: boolean): RetentionSettingsResponse {
  return {
    plan: { id: plan.id, code: plan.code, title: plan.title },
    settings,
    retentionText: plan.retention_text,
    retentionTextSize: plan.retention_text_size,
    managerConfigured,
  };
}
