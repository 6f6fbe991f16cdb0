import { Type } from '@sinclair/typebox';
import { endpoint, type Endpoint } from './endpoint';
import { IdParams, MessageResponse } from '../common';
import { GlossaryEntryRequest, GlossaryEntryResponse, GlossaryImportRequest, GlossaryImportResponse, GlossaryQuery, GlossaryResponse } from '../glossary';
import { type RetentionAnswerKey, type RetentionDocument, FlashcardParams, FlashcardResponse, ParseSentencesRequest, ParseSentencesResponse, RegeneratedFlashcardResponse, RetentionSettings, RetentionSettingsResponse, RetentionTextRequest, RetentionTextResponse, UnapprovedFlashcardsResponse, UpdateFlashcardRequest } from '../retention';

/** A generated .docx file (the browser reads it as a Blob; the server sends the bytes as they are). */
const DocumentFile = Type.Unsafe<Blob>({ type: 'string', format: 'binary', description: 'the .docx file' });


/** The retention endpoints (docs/conventions.md#endpoints). */
export const retentionEndpoints = {
  unapprovedFlashcards: endpoint({ method: 'GET', path: '/v1/retention/studyplan/:id/flashcards/unapproved', params: IdParams, response: UnapprovedFlashcardsResponse }),
  updateFlashcard: endpoint({ method: 'PUT', path: '/v1/retention/studyplan/:id/flashcards/:cardId', params: FlashcardParams, body: UpdateFlashcardRequest, response: FlashcardResponse }),
  regenerateFlashcard: endpoint({ method: 'PUT', path: '/v1/retention/studyplan/:id/flashcards/:cardId/regenerate', params: FlashcardParams, response: RegeneratedFlashcardResponse }),
  approveFlashcard: endpoint({ method: 'PUT', path: '/v1/retention/studyplan/:id/flashcards/:cardId/approve', params: FlashcardParams, response: FlashcardResponse }),
  deleteFlashcard: endpoint({ method: 'DELETE', path: '/v1/retention/studyplan/:id/flashcards/:cardId', params: FlashcardParams, response: MessageResponse }),
  settings: endpoint({ method: 'GET', path: '/v1/retention/studyplan/:id/settings', params: IdParams, response: RetentionSettingsResponse }),
  saveSettings: endpoint({ method: 'PUT', path: '/v1/retention/studyplan/:id/settings', params: IdParams, body: RetentionSettings, response: RetentionSettingsResponse }),
  saveText: endpoint({ method: 'PATCH', path: '/v1/studyplan/retention-text', body: RetentionTextRequest, response: RetentionTextResponse }),
  /** one per document kind: …/generate-quiz, …/generate-reading-practice, …/generate-lesson-summary */
  documents: {
    quiz: endpoint({ method: 'POST', path: '/v1/retention/studyplan/:id/generate-quiz', params: IdParams, response: DocumentFile }),
    'reading-practice': endpoint({ method: 'POST', path: '/v1/retention/studyplan/:id/generate-reading-practice', params: IdParams, response: DocumentFile }),
    'lesson-summary': endpoint({ method: 'POST', path: '/v1/retention/studyplan/:id/generate-lesson-summary', params: IdParams, response: DocumentFile }),
  } satisfies Record<RetentionDocument, Endpoint>,
  /** the answer key of each, a second download */
  answerKeys: {
    quiz: endpoint({ method: 'POST', path: '/v1/retention/studyplan/:id/generate-quiz-answers', params: IdParams, response: DocumentFile }),
    'reading-practice': endpoint({ method: 'POST', path: '/v1/retention/studyplan/:id/generate-reading-practice-answers', params: IdParams, response: DocumentFile }),
  } satisfies Record<RetentionAnswerKey, Endpoint>,
  glossary: endpoint({ method: 'GET', path: '/v1/retention/glossary', query: GlossaryQuery, response: GlossaryResponse }),
  updateGlossaryEntry: endpoint({ method: 'PUT', path: '/v1/retention/glossary/:id', params: IdParams, body: GlossaryEntryRequest, response: GlossaryEntryResponse }),
  deleteGlossaryEntry: endpoint({ method: 'DELETE', path: '/v1/retention/glossary/:id', params: IdParams, response: MessageResponse }),
  importGlossary: endpoint({ method: 'POST', path: '/v1/retention/glossary/import', body: GlossaryImportRequest, response: GlossaryImportResponse }),
  parseSentences: endpoint({ method: 'POST', path: '/v1/retention/parse-sentences', body: ParseSentencesRequest, response: ParseSentencesResponse }),
};
