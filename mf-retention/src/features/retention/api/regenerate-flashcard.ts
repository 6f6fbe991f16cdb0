import { apiClient } from '@studydesk/shared/api-client';
import type { Flashcard, RegeneratedFlashcardResponse } from '@studydesk/shared/contracts';

/** PUT /v1/retention/studyplan/{id}/flashcards/{cardId}/regenerate */
export async function regenerateFlashcard(planId: number, cardId: number): Promise<Flashcard> {
  const { data } = await apiClient.put<RegeneratedFlashcardResponse>(`/v1/retention/studyplan/${planId}/flashcards/${cardId}/regenerate`);
  return data.regeneratedFlashcard;
}
