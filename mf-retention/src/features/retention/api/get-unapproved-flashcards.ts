import { call } from '@studydesk/shared/api-client';
import { endpoints, type UnapprovedFlashcardsResponse } from '@studydesk/shared/contracts';

/** GET /v1/retention/studyplan/{id}/flashcards/unapproved */
export async function getUnapprovedFlashcards(planId: number, signal?: AbortSignal): Promise<UnapprovedFlashcardsResponse> {
  const { data } = await call(endpoints.retention.unapprovedFlashcards, { params: { id: planId }, signal });
  return data;
}
