import { call } from '@studydesk/shared/api-client';
import { endpoints, type Flashcard } from '@studydesk/shared/contracts';

/** PUT /v1/retention/studyplan/{id}/flashcards/{cardId}/regenerate */
export async function regenerateFlashcard(planId: number, cardId: number): Promise<Flashcard> {
  const { data } = await call(endpoints.retention.regenerateFlashcard, { params: { id: planId, cardId } });
  return data.regeneratedFlashcard;
}
