import { apiClient } from '@studydesk/shared/api-client';
import type { Flashcard, FlashcardResponse, UpdateFlashcardRequest } from '@studydesk/shared/contracts';

/** PUT /v1/retention/studyplan/{id}/flashcards/{cardId} */
export async function updateFlashcard(planId: number, cardId: number, body: UpdateFlashcardRequest): Promise<Flashcard> {
  const { data } = await apiClient.put<FlashcardResponse>(`/v1/retention/studyplan/${planId}/flashcards/${cardId}`, body);
  return data.flashcard;
}
