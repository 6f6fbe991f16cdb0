import { useCallback, useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { LanguageProgress, TranslationOrderBy, TranslationRow } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, listActions, usePagedList, type ListQuery } from '@studydesk/shared/lists';
import { DataTable, Switch, type DataTableColumn } from '@studydesk/shared/ui';
import { cellId, cellText } from '../model/cell-edit';
import { useCellEdit } from '../model/use-cell-edit';
import { TranslationCell } from './translation-cell';
import styles from './translations.module.css';

const PAGE_SIZE = 20;

export interface TranslationsTableProps {
  languages: readonly LanguageProgress[];
  /** a text was saved: the progress changes */
  onSaved: () => void;
}

/** Keys × languages: search, "missing only", one cell edited and saved at a time. */
export function TranslationsTable({ languages, onSaved }: TranslationsTableProps) {
  const t = useT();
  const [missingOnly, setMissingOnly] = useState(false);
  const fetcher = useCallback(
    async (query: ListQuery<TranslationOrderBy>, signal: AbortSignal) => (await call(endpoints.dictionary.translations, { body: { ...query, missingOnly }, signal })).data,
    [missingOnly],
  );
  const { state, dispatch, reload } = usePagedList<TranslationRow, TranslationOrderBy>(
    fetcher,
    initialListState<TranslationRow, TranslationOrderBy>({ pageSize: PAGE_SIZE, direction: 'asc' }),
  );
  const edit = useCellEdit(onSaved);

  // equal shares for the languages, so opening an editor does not reflow the table
  const share = `${Math.floor(78 / Math.max(languages.length, 1))}%`;
  const columns: DataTableColumn<TranslationRow, TranslationOrderBy>[] = [
    { id: 'key', header: t('Key'), cell: (row) => <span className={styles.key}>{row.baseConstant}</span>, primary: true, width: '22%', sortKey: 'baseConstant' },
    ...languages.map(
      (language): DataTableColumn<TranslationRow, TranslationOrderBy> => ({
        id: language.code,
        header: language.name,
        cardLabel: language.name,
        width: share,
        cell: (row) => {
          const cell = { baseConstant: row.baseConstant, language: language.code };
          const open = edit.state.editing && cellId(edit.state.editing) === cellId(cell) ? edit.state.editing : null;
          return (
            <TranslationCell
              baseConstant={row.baseConstant}
              language={language.code}
              languageName={language.name}
              text={cellText(edit.state, cell, row.texts)}
              editing={open}
              dispatch={edit.dispatch}
              onSave={() => void edit.save()}
            />
          );
        },
      }),
    ),
  ];

  return (
    <DataTable<TranslationRow, TranslationOrderBy>
      label={t('Translations')}
      columns={columns}
      rowKey={(row) => row.baseConstant}
      state={state}
      onAction={dispatch}
      onRetry={reload}
      searchPlaceholder={t('Search keys and texts')}
      emptyText={missingOnly ? t('Every key is translated in every language') : t('No keys yet')}
      className={styles.table}
      toolbar={
        <Switch
          className={styles.filter}
          label={t('Missing only')}
          checked={missingOnly}
          onChange={(checked) => {
            setMissingOnly(checked);
            dispatch(listActions.pageSet(0));
            reload();
          }}
        />
      }
    />
  );
}
