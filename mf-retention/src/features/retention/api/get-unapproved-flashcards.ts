import { apiClient } from '@studydesk/shared/api-client';
import type { UnapprovedFlashcardsResponse } from '@studydesk/shared/contracts';

/** GET /v1/retention/studyplan/{id}/flashcards/unapproved */
export async function getUnapprovedFlashcards(planId: number, signal?: AbortSignal): Promise<UnapprovedFlashcardsResponse> {
  const { data } = await apiClient.get<UnapprovedFlashcardsResponse>(`/v1/retention/studyplan/${planId}/flashcards/unapproved`, { signal });
  return data;
}
