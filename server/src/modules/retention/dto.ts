import type { Flashcard, RetentionSettings, RetentionSettingsResponse } from '@studydesk/shared/contracts';
import type { FlashcardRow } from './queries/cards';
import type { RetentionPlanRow } from './queries/plan';

export function toFlashcard(row: FlashcardRow): Flashcard {
  return {
    id: row.id,
    kind: row.kind,
    front: row.front,
    back: row.back,
    sourceSentence: row.source_sentence,
    activityId: row.activity_id ?? null,
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
