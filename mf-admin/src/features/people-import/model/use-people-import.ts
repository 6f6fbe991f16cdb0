import { useReducer } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import { toast } from '@studydesk/shared/toasts';
import { previewImport, runImport } from '../api/import-file';
import { canImport, importOptions, importReducer, initialImportState } from './import-state';

/** The import page's state and its two calls: the preview of a chosen file, and the import of it with the admin's choices. */
export function usePeopleImport() {
  const [state, dispatch] = useReducer(importReducer, initialImportState);

  async function choose(file: File) {
    dispatch({ type: 'import/fileChosen', file });
    try {
      // a new file is previewed with the defaults: skip existing people, nothing chosen per row
      dispatch({ type: 'import/previewed', preview: await previewImport(file, importOptions(initialImportState)) });
    } catch (error) {
      dispatch({ type: 'import/failed', error });
    }
  }

  async function confirm() {
    if (!state.file || !canImport(state)) return;
    dispatch({ type: 'import/started' });
    try {
      dispatch({ type: 'import/imported', result: await runImport(state.file, importOptions(state)) });
    } catch (error) {
      dispatch({ type: 'import/failed', error });
      toast.error(errorMessage(error));
    }
  }

  return { state, dispatch, choose, confirm };
}
