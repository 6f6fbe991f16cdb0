/**
 * The three documents (docs/product-rules.md#r-ret-3): one loading and error flag pair per
 * document, independent of the others.
 */
import { RETENTION_DOCUMENTS, type RetentionDocument } from '@studydesk/shared/contracts';

export type DocumentsState = Record<RetentionDocument, { loading: boolean; error: string | null }>;

export type DocumentsAction =
  | { type: 'requested'; kind: RetentionDocument }
  | { type: 'succeeded'; kind: RetentionDocument }
  | { type: 'failed'; kind: RetentionDocument; error: string };

export const initialDocumentsState = Object.fromEntries(
  RETENTION_DOCUMENTS.map((kind) => [kind, { loading: false, error: null }]),
) as DocumentsState;

export function documentsReducer(state: DocumentsState, action: DocumentsAction): DocumentsState {
  switch (action.type) {
    case 'requested':
      return { ...state, [action.kind]: { loading: true, error: null } };
    case 'succeeded':
      return { ...state, [action.kind]: { loading: false, error: null } };
    case 'failed':
      return { ...state, [action.kind]: { loading: false, error: action.error } };
  }
}
