import { call } from '@studydesk/shared/api-client';
import { endpoints, type GradeCardRequest, type GradeCardResponse, type ReviewGrade } from '@studydesk/shared/contracts';

/** POST /v1/review/cards/{cardId}/grade */
export async function gradeCard(cardId: number, grade: ReviewGrade): Promise<GradeCardResponse> {
  const body: GradeCardRequest = { grade };
  const { data } = await call(endpoints.review.grade, { params: { cardId }, body });
  return data;
}
