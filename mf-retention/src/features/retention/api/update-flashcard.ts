import { call } from '@studydesk/shared/api-client';
import { endpoints, type Flashcard, type UpdateFlashcardRequest } from '@studydesk/shared/contracts';

/** PUT /v1/retention/studyplan/{id}/flashcards/{cardId} */
export async function updateFlashcard(planId: number, cardId: number, body: UpdateFlashcardRequest): Promise<Flashcard> {
  const { data } = await call(endpoints.retention.updateFlashcard, { params: { id: planId, cardId }, body });
  return data.flashcard;
}
