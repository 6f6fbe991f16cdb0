import { useCallback, useState } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { StudyPlanOrderBy, StudyPlanRow } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { PAGE_SIZES } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, listActions, usePagedList, type ListQuery } from '@studydesk/shared/lists';
import { toast } from '@studydesk/shared/toasts';
import { Button, DataTable, Page, PageHeader } from '@studydesk/shared/ui';
import { RowActions } from '../../components/row-actions';
import { PlanFormDialog } from '../study-plans';
import { groupColumns, groupSortOptions } from './components/group-columns';
import { MembersDialog } from './components/members-dialog';

type Editing = { planId: number | null } | null;

/** /admin/groups: the group study plans (docs/product-rules.md#r-group-1: a group is a group plan with members). */
export function GroupsPage() {
  const t = useT();
  const fetcher = useCallback((query: ListQuery<StudyPlanOrderBy>, signal: AbortSignal) => call(endpoints.studyPlans.list, { body: { ...query, isGroup: true }, signal }).then((r) => r.data.studyPlans), []);
  const { state, dispatch, reload } = usePagedList<StudyPlanRow, StudyPlanOrderBy>(
    fetcher,
    initialListState<StudyPlanRow, StudyPlanOrderBy>({ pageSize: PAGE_SIZES.groups, isArchived: false, orderBy: 'createdAt', direction: 'desc' }),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [membersOf, setMembersOf] = useState<StudyPlanRow | null>(null);

  const setArchived = async (group: StudyPlanRow, isArchived: boolean) => {
    try {
      await call(endpoints.studyPlans.update, { body: { id: group.id, isArchived } });
      toast.success(isArchived ? t('{name} archived', { name: group.title }) : t('{name} restored', { name: group.title }));
      reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const actions = (group: StudyPlanRow) => (
    <RowActions
      name={group.title}
      main={{ label: t('Edit'), onSelect: () => setEditing({ planId: group.id }) }}
      more={[
        group.isArchived
          ? { label: t('Restore'), onSelect: () => void setArchived(group, false) }
          : { label: t('Archive'), onSelect: () => void setArchived(group, true), danger: true },
      ]}
    />
  );

  return (
    <Page>
      <PageHeader title={t('Groups')} subtitle={t('Group study plans and their members')} actions={<Button variant="primary" onClick={() => setEditing({ planId: null })}>{t('New group')}</Button>} />
      <DataTable<StudyPlanRow, StudyPlanOrderBy>
        label={t('Groups')}
        columns={groupColumns(t, setMembersOf, actions)}
        state={state}
        onAction={dispatch}
        onRetry={reload}
        sortOptions={groupSortOptions(t)}
        searchPlaceholder={t('Search by title, code, teacher or member')}
        emptyText={state.isArchived ? t('No archived groups') : t('No groups yet')}
      />
      <MembersDialog group={membersOf} onClose={() => setMembersOf(null)} />
      <PlanFormDialog
        open={editing !== null}
        planId={editing?.planId ?? null}
        isGroup
        onClose={() => setEditing(null)}
        onSaved={() => {
          const created = editing?.planId === null;
          setEditing(null);
          if (created) dispatch(listActions.pageSet(0));
          reload();
        }}
      />
    </Page>
  );
}
