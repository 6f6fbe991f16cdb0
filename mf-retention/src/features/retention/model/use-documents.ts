import { useCallback, useReducer } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import type { RetentionDocument } from '@studydesk/shared/contracts';
import { downloadBlob } from '@studydesk/shared/csv';
import { postForDocument } from '../api/document-file';
import { documentsReducer, initialDocumentsState } from './documents-reducer';

/** The name a document is saved as when its answer gives none. */
const FALLBACK_NAMES: Record<RetentionDocument, string> = {
  quiz: 'quiz.docx',
  'reading-practice': 'reading practice.docx',
  'lesson-summary': 'lesson summary.docx',
};

/** The three documents, each generated and saved on its own with its own loading and error. */
export function useDocuments(planId: number) {
  const [state, dispatch] = useReducer(documentsReducer, initialDocumentsState);
  const generate = useCallback(
    async (kind: RetentionDocument) => {
      dispatch({ type: 'requested', kind });
      try {
        const file = await postForDocument(kind, planId, FALLBACK_NAMES[kind]);
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
