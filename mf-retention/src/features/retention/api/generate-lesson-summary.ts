import { postForDocument, type DocumentFile } from './document-file';

/** POST /v1/retention/studyplan/{id}/generate-lesson-summary — a .docx file */
export function generateLessonSummary(planId: number): Promise<DocumentFile> {
  return postForDocument('lesson-summary', planId, 'lesson summary.docx');
}
