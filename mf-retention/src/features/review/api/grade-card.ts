import { apiClient } from '@studydesk/shared/api-client';
import type { GradeCardRequest, GradeCardResponse, ReviewGrade } from '@studydesk/shared/contracts';

/** POST /v1/review/cards/{cardId}/grade */
export async function gradeCard(cardId: number, grade: ReviewGrade): Promise<GradeCardResponse> {
  const body: GradeCardRequest = { grade };
  const { data } = await apiClient.post<GradeCardResponse>(`/v1/review/cards/${cardId}/grade`, body);
  return data;
}
