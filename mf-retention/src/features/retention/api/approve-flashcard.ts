import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts';

/** PUT /v1/retention/studyplan/{id}/flashcards/{cardId}/approve */
export async function approveFlashcard(planId: number, cardId: number): Promise<void> {
  await call(endpoints.retention.approveFlashcard, { params: { id: planId, cardId } });
}
