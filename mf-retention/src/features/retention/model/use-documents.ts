import { useCallback, useReducer } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import { RETENTION_ANSWER_KEYS, type RetentionDocument } from '@studydesk/shared/contracts';
import { downloadBlob } from '@studydesk/shared/csv';
import { postForDocument } from '../api/document-file';
import { documentsReducer, initialDocumentsState } from './documents-reducer';

/** The name a document is saved as when its answer gives none. */
const FALLBACK_NAMES: Record<RetentionDocument, string> = {
  quiz: 'quiz.docx',
  'reading-practice': 'reading practice.docx',
  'lesson-summary': 'lesson summary.docx',
};

/** Documents whose answers are a second file: the sheet is handed out as it is. */
const WITH_KEY: ReadonlySet<RetentionDocument> = new Set(RETENTION_ANSWER_KEYS);

/** The three documents, each generated and saved on its own with its own loading and error; the quiz and reading practice with their answer key, a second file. */
export function useDocuments(planId: number) {
  const [state, dispatch] = useReducer(documentsReducer, initialDocumentsState);
  const generate = useCallback(
    async (kind: RetentionDocument) => {
      dispatch({ type: 'requested', kind });
      try {
        const file = await postForDocument(kind, planId, FALLBACK_NAMES[kind]);
        const key = WITH_KEY.has(kind) ? await postForDocument(kind, planId, `answer key ${FALLBACK_NAMES[kind]}`, true) : null;
        downloadBlob(file.fileName, file.blob);
        if (key) downloadBlob(key.fileName, key.blob);
        dispatch({ type: 'succeeded', kind });
      } catch (error) {
        dispatch({ type: 'failed', kind, error: errorMessage(error) });
      }
    },
    [planId],
  );
  return { state, generate };
}
