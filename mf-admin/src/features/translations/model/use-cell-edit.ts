import { useCallback, useReducer } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { cellEditReducer, initialCellEdit } from './cell-edit';

/** The table's inline editing, with the save call: a toast either way; a failure keeps the typed text. */
export function useCellEdit(onSaved: () => void) {
  const t = useT();
  const [state, dispatch] = useReducer(cellEditReducer, initialCellEdit);
  const editing = state.editing;

  const save = useCallback(async () => {
    if (!editing || editing.saving) return;
    const cell = { baseConstant: editing.baseConstant, language: editing.language };
    dispatch({ type: 'saveRequested' });
    try {
      const { data: saved } = await call(endpoints.dictionary.saveTranslation, { body: { ...cell, text: editing.draft } });
      dispatch({ type: 'saved', cell, text: saved.text });
      toast.success(saved.text ? t('Translation saved') : t('Translation removed: English is shown instead'));
      onSaved();
    } catch (error) {
      const message = t(errorMessage(error));
      dispatch({ type: 'saveFailed', error: message });
      toast.error(message);
    }
  }, [editing, onSaved, t]);

  return { state, dispatch, save };
}
