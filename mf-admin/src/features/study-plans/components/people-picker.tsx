import { useCallback, useState } from 'react';
import { call } from '@studydesk/shared/api-client';
import type { PlanPerson, ProfileType, UserDto, UserOrderBy } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { PAGE_SIZES } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, useAccumulatingList, type ListQuery } from '@studydesk/shared/lists';
import { displayName } from '@studydesk/shared/text';
import { Avatar, Button, CloseIcon, cx, DataTable, FormError, IconButton, layoutStyles, textStyles, type DataTableColumn } from '@studydesk/shared/ui';
import { personFromUser } from '../model/plan-form';
import styles from './plan-form.module.css';

export interface PeoplePickerProps {
  /** translated heading: "Teachers", "Members", "Student" */
  label: string;
  /** translated button text: "Add teachers" */
  addLabel: string;
  profile: Extract<ProfileType, 'teacher' | 'student'>;
  people: readonly PlanPerson[];
  onAdd: (person: PlanPerson) => void;
  onRemove: (id: number) => void;
  /** hides the remove buttons and the search (a student's own individual plan) */
  locked?: boolean;
  error?: string;
}

/**
 * The chosen people as chips, and an add list under them: docs/product-rules.md#r-list-3 "add-teachers and
 * add-students search" accumulate pages of 9 (docs/product-rules.md#r-list-3) as "Load more" is pressed.
 */
export function PeoplePicker({ label, addLabel, profile, people, onAdd, onRemove, locked = false, error }: PeoplePickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const fetcher = useCallback(
    (query: ListQuery<UserOrderBy>, signal: AbortSignal) => call(endpoints.people.list, { body: { ...query, profile, isArchived: false }, signal }).then((r) => r.data.user),
    [profile],
  );
  const list = useAccumulatingList<UserDto, UserOrderBy>(
    fetcher,
    initialListState<UserDto, UserOrderBy>({ pageSize: profile === 'teacher' ? PAGE_SIZES.addTeachers : PAGE_SIZES.addStudents, orderBy: 'lastName', direction: 'asc' }),
    { enabled: open },
  );
  const chosen = new Set(people.map((person) => person.id));
  const columns: DataTableColumn<UserDto, UserOrderBy>[] = [
    {
      id: 'name',
      header: t('Name'),
      primary: true,
      cell: (user) => (
        <span className={cx(layoutStyles.row, styles.person)}>
          <Avatar user={user} size="sm" />
          {displayName(user) || user.email}
        </span>
      ),
    },
    { id: 'email', header: t('Email'), cell: (user) => user.email, hideOnPhone: true },
    {
      id: 'add',
      header: t('Add'),
      align: 'end',
      cell: (user) => (
        <Button size="sm" variant="secondary" disabled={chosen.has(user.id)} aria-label={t('Add {name}', { name: displayName(user) || user.email })} onClick={() => onAdd(personFromUser(user))}>
          {chosen.has(user.id) ? t('Added') : t('Add')}
        </Button>
      ),
    },
  ];

  return (
    <fieldset className={cx(layoutStyles.stack, styles.picker)}>
      <legend className={styles.legend}>{label}</legend>
      {people.length === 0 ? <p className={textStyles.muted}>{t('Nobody yet')}</p> : null}
      <ul className={cx(layoutStyles.list, styles.chips)}>
        {people.map((person) => (
          <li key={person.id} className={styles.chip}>
            <Avatar user={person} size="sm" />
            <span>{displayName(person)}</span>
            {locked ? null : (
              <IconButton size="sm" variant="ghost" aria-label={t('Remove {name}', { name: displayName(person) })} onClick={() => onRemove(person.id)}>
                <CloseIcon />
              </IconButton>
            )}
          </li>
        ))}
      </ul>
      <FormError message={error ? t(error) : null} />
      {locked ? null : (
        <>
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? t('Close the list') : addLabel}
          </Button>
          {open ? (
            <div className={styles.pickerList}>
              <DataTable<UserDto, UserOrderBy>
                label={addLabel}
                columns={columns}
                state={list.state}
                onAction={list.dispatch}
                onRetry={list.reload}
                paging="more"
                onLoadMore={list.loadMore}
                searchPlaceholder={t('Search by name or email')}
                emptyText={t('Nobody to add')}
              />
            </div>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
