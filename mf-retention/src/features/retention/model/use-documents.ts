import { useCallback, useReducer } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import type { RetentionDocument } from '@studydesk/shared/contracts';
import { downloadBlob } from '@studydesk/shared/csv';
import type { DocumentFile } from '../api/document-file';
import { generateLessonSummary } from '../api/generate-lesson-summary';
import { generateQuiz } from '../api/generate-quiz';
import { generateReadingPractice } from '../api/generate-reading-practice';
import { documentsReducer, initialDocumentsState } from './documents-reducer';

const GENERATORS: Record<RetentionDocument, (planId: number) => Promise<DocumentFile>> = {
  quiz: generateQuiz,
  'reading-practice': generateReadingPractice,
  'lesson-summary': generateLessonSummary,
};

/** The three documents, each generated and saved on its own with its own loading and error. */
export function useDocuments(planId: number) {
  const [state, dispatch] = useReducer(documentsReducer, initialDocumentsState);
  const generate = useCallback(
    async (kind: RetentionDocument) => {
      dispatch({ type: 'requested', kind });
      try {
        const file = await GENERATORS[kind](planId);
        downloadBlob(file.fileName, file.blob);
        dispatch({ type: 'succeeded', kind });
      } catch (error) {
        dispatch({ type: 'failed', kind, error: errorMessage(error) });
      }
    },
    [planId],
  );
  return { state, generate };
}
