import { postForDocument, type DocumentFile } from './document-file';

/** POST /v1/retention/studyplan/{id}/generate-quiz — a .docx file */
export function generateQuiz(planId: number): Promise<DocumentFile> {
  return postForDocument('quiz', planId, 'quiz.docx');
}
