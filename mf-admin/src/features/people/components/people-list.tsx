import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '@studydesk/shared/api-client';
import type { PlanPerson, ProfileType, UserDto, UserOrderBy } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { PAGE_SIZES } from '@studydesk/shared/enums';
import { msg, useT } from '@studydesk/shared/i18n';
import { initialListState, listActions, usePagedList, type ListQuery } from '@studydesk/shared/lists';
import { teacherCalendarPath } from '@studydesk/shared/routes';
import { displayName } from '@studydesk/shared/text';
import { Button, DataTable, PageHeader } from '@studydesk/shared/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RowActions, type RowAction } from '../../../components/row-actions';
import { PlanFormDialog, personFromUser } from '../../study-plans';
import { DEFAULT_ORDER, peopleColumns, sortOptions } from './people-columns';
import { orderSubtitle } from '../model/order-subtitle';
import { usePersonActions } from '../model/use-person-actions';
import { PeopleDialogs } from './people-dialogs';

export interface PeopleListProps {
  profile: ProfileType;
  /** translated caption of the table */
  label: string;
  /** the page's heading, when the list heads its page: its subtitle then says the order */
  pageTitle?: string;
  /** actions of a row beside the common ones (a guardian's linked students) */
  moreActions?: (user: UserDto) => RowAction[];
}

type PlanTarget = { planId: number | null; student: PlanPerson } | null;

/** The students, teachers or admins list (docs/product-rules.md#r-table-1 tables, docs/product-rules.md#r-page-1 page size 9, descending). */
export function PeopleList({ profile, label, pageTitle, moreActions }: PeopleListProps) {
  const t = useT();
  const navigate = useNavigate();
  const zone = useSiteTimeZone();
  const fetcher = useCallback((query: ListQuery<UserOrderBy>, signal: AbortSignal) => call(endpoints.people.list, { body: { ...query, profile }, signal }).then((r) => r.data.user), [profile]);
  const { state, dispatch, reload } = usePagedList<UserDto, UserOrderBy>(
    fetcher,
    initialListState<UserDto, UserOrderBy>({ pageSize: PAGE_SIZES.students, isArchived: false, orderBy: DEFAULT_ORDER[profile], direction: 'desc' }),
  );
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [plan, setPlan] = useState<PlanTarget>(null);
  const [archiving, setArchiving] = useState<{ user: UserDto; opener: HTMLElement | null } | null>(null);
  const [archivingBusy, setArchivingBusy] = useState(false);
  const { setArchived, resend } = usePersonActions(reload);

  const actions = (user: UserDto) => {
    const name = displayName(user) || user.email;
    const more: RowAction[] = moreActions ? moreActions(user) : [];
    if (profile === 'teacher') more.push({ label: t('Calendar'), onSelect: () => navigate(teacherCalendarPath(user.id, name)) });
    if (profile === 'student') {
      more.push(
        user.studyplan === null
          ? { label: t('Create study plan'), onSelect: () => setPlan({ planId: null, student: personFromUser(user) }) }
          : { label: t('Edit study plan'), onSelect: () => setPlan({ planId: user.studyplan, student: personFromUser(user) }) },
      );
    }
    if (user.invitation !== 'accepted' && !user.isArchived) more.push({ label: t('Resend invitation'), onSelect: () => void resend(user) });
    more.push(
      user.isArchived
        ? { label: t('Restore'), onSelect: () => void setArchived(user, false) }
        : { label: t('Archive'), onSelect: (opener) => setArchiving({ user, opener }), danger: true },
    );
    return <RowActions name={name} main={{ label: t('Edit'), onSelect: () => setEditing(user) }} more={more} />;
  };

  const orderText = orderSubtitle(state.orderBy, state.direction);
  return (
    <>
      {pageTitle ? <PageHeader title={pageTitle} subtitle={orderText ? t(orderText) : undefined} /> : null}
      <DataTable<UserDto, UserOrderBy>
        label={label}
        columns={peopleColumns(profile, t, zone, actions)}
        state={state}
        onAction={dispatch}
        onRetry={reload}
        sortOptions={sortOptions(profile, t)}
        searchPlaceholder={t('Search by name or email')}
        emptyText={state.isArchived ? t('No archived people') : t('Nobody here yet')}
        toolbar={
          <Button variant="primary" onClick={() => setCreating(true)}>{t(ADD_LABELS[profile])}</Button>
        }
      />
      <PeopleDialogs
        profile={profile}
        creating={creating}
        editing={editing}
        onCreated={() => {
          setCreating(false);
          // the new person is the newest: show them where the list starts
          dispatch(listActions.pageSet(0));
          reload();
        }}
        onCloseCreate={() => setCreating(false)}
        onEdited={() => {
          setEditing(null);
          reload();
        }}
        onCloseEdit={() => setEditing(null)}
      />
      <ConfirmDialog
        open={archiving !== null}
        title={archiving ? t('Archive {name}?', { name: displayName(archiving.user) || archiving.user.email }) : ''}
        description={t(ARCHIVE_EFFECTS[profile])}
        confirmLabel={t('Archive')}
        danger
        busy={archivingBusy}
        returnFocusTo={archiving?.opener}
        onCancel={() => setArchiving(null)}
        onConfirm={async () => {
          if (!archiving) return;
          setArchivingBusy(true);
          await setArchived(archiving.user, true);
          setArchivingBusy(false);
          setArchiving(null);
        }}
      />
      <PlanFormDialog
        open={plan !== null}
        planId={plan?.planId ?? null}
        isGroup={false}
        student={plan?.student ?? null}
        onClose={() => setPlan(null)}
        onSaved={() => {
          setPlan(null);
          reload();
        }}
      />
    </>
  );
}

const ARCHIVE_EFFECTS: Record<ProfileType, string> = {
  student: msg('They can no longer sign in and move to the Archive list; their study plans and lessons are kept. You can restore them later.'),
  teacher: msg('They can no longer sign in and move to the Archive list; their lessons and teaching time are kept. You can restore them later.'),
  admin: msg('They can no longer sign in and move to the Archive list. You can restore them later.'),
  guardian: msg('They can no longer sign in and move to the Archive list; their links to students are kept. You can restore them later.'),
};

const ADD_LABELS: Record<ProfileType, string> = { student: msg('Add student'), teacher: msg('Add teacher'), admin: msg('Add admin'), guardian: msg('Add guardian') };
