import { apiClient } from '@studydesk/shared/api-client';

/** PUT /v1/retention/studyplan/{id}/flashcards/{cardId}/approve */
export async function approveFlashcard(planId: number, cardId: number): Promise<void> {
  await apiClient.put(`/v1/retention/studyplan/${planId}/flashcards/${cardId}/approve`);
}
