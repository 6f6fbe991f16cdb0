import type { Dispatch } from 'react';
import type { ImportChoice, ImportRowDto } from '@studydesk/shared/contracts';
import { IMPORT_PROBLEMS } from '@studydesk/shared/contracts/plain';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, pagedHasMore, type ListAction } from '@studydesk/shared/lists';
import { Badge, DataTable, SegmentedControl, type DataTableColumn } from '@studydesk/shared/ui';
import { KIND_LABELS } from '../model/labels';
import { actionOf, pageOf, PREVIEW_PAGE_SIZE, visibleRows, type ImportAction, type ImportState } from '../model/import-state';
import styles from './people-import.module.css';

const ACTION_TONES = { create: 'success', update: 'primary', skip: 'neutral', invalid: 'danger' } as const;

/** The preview's rows, a page at a time: each row's kind, name, e-mail, what the import does with it and its problems. */
export function PreviewTable({ state, dispatch }: { state: ImportState; dispatch: Dispatch<ImportAction> }) {
  const t = useT();
  const actionLabels = { create: t('New'), update: t('Update'), skip: t('Skip'), invalid: t('Needs fixing') };
  const rows = visibleRows(state);
  const list = initialListState<ImportRowDto>({
    data: pageOf(state), total: rows.length, pageIndex: state.pageIndex, hasMore: pagedHasMore(state.pageIndex, PREVIEW_PAGE_SIZE, rows.length),
    isNew: false, pageSize: PREVIEW_PAGE_SIZE, direction: 'asc',
  });
  const onAction = (action: ListAction<ImportRowDto>) => {
    if (action.type === 'list/nextPage') dispatch({ type: 'import/pageSet', pageIndex: state.pageIndex + 1 });
    if (action.type === 'list/previousPage') dispatch({ type: 'import/pageSet', pageIndex: state.pageIndex - 1 });
    if (action.type === 'list/pageSet') dispatch({ type: 'import/pageSet', pageIndex: action.pageIndex });
  };
  const columns: DataTableColumn<ImportRowDto>[] = [
    { id: 'line', header: t('Row'), width: '5rem', cell: (row) => row.line },
    { id: 'kind', header: t('Type'), width: '7rem', cell: (row) => (row.kind ? t(KIND_LABELS[row.kind]) : '—') },
    { id: 'name', header: t('Name'), primary: true, cell: (row) => row.name || '—' },
    { id: 'email', header: t('Email'), cell: (row) => row.email || '—' },
    {
      id: 'action', header: t('Import'), width: '12rem',
      cell: (row) => {
        const action = actionOf(state, row);
        if (!row.existing || row.action === 'invalid') return <Badge tone={ACTION_TONES[action]}>{actionLabels[action]}</Badge>;
        return (
          <SegmentedControl<ImportChoice>
            label={t('Row {line}: update or skip', { line: row.line })}
            options={[{ value: 'update', label: t('Update') }, { value: 'skip', label: t('Skip') }]}
            value={action === 'update' ? 'update' : 'skip'}
            onChange={(choice) => dispatch({ type: 'import/rowChosen', line: row.line, choice })}
          />
        );
      },
    },
    {
      id: 'problems', header: t('Problems'),
      cell: (row) => row.problems.length === 0 ? '—' : (
        <ul className={styles.problems}>
          {row.problems.map((problem, index) => (
            <li key={index} className={problem.code === 'existingUser' || problem.code === 'existingGroup' ? styles.notice : styles.problem}>
              {t(IMPORT_PROBLEMS[problem.code], problem.params)}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <DataTable
      label={t('Preview')}
      columns={columns}
      state={list}
      onAction={onAction}
      searchable={false}
      rowKey={(row) => row.line}
    />
  );
}
