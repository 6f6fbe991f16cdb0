import { apiClient } from '@studydesk/shared/api-client';

/** DELETE /v1/retention/studyplan/{id}/flashcards/{cardId} */
export async function deleteFlashcard(planId: number, cardId: number): Promise<void> {
  await apiClient.delete(`/v1/retention/studyplan/${planId}/flashcards/${cardId}`);
}
