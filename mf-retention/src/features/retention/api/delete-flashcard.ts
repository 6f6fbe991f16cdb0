import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts';

/** DELETE /v1/retention/studyplan/{id}/flashcards/{cardId} */
export async function deleteFlashcard(planId: number, cardId: number): Promise<void> {
  await call(endpoints.retention.deleteFlashcard, { params: { id: planId, cardId } });
}
