import { postForDocument, type DocumentFile } from './document-file';

/** POST /v1/retention/studyplan/{id}/generate-reading-practice — a .docx file */
export function generateReadingPractice(planId: number): Promise<DocumentFile> {
  return postForDocument('reading-practice', planId, 'reading practice.docx');
}
