import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProfileType, UserDto, UserOrderBy } from '@studydesk/shared/contracts';
import { formatDateTime } from '@studydesk/shared/dates';
import type { t as translate } from '@studydesk/shared/i18n';
import { studyPlanPath } from '@studydesk/shared/routes';
import { displayName } from '@studydesk/shared/text';
import { Avatar, Badge, type DataTableColumn, type SortOption } from '@studydesk/shared/ui';
import styles from './people.module.css';

type T = typeof translate;

/** Students by their last lesson (docs/product-rules.md#r-page-1); the others newest first. */
export const DEFAULT_ORDER: Record<ProfileType, UserOrderBy> = { student: 'lastLesson', teacher: 'createdAt', admin: 'createdAt', guardian: 'createdAt' };

export function sortOptions(profile: ProfileType, t: T): SortOption<UserOrderBy>[] {
  const common: SortOption<UserOrderBy>[] = [
    { value: 'lastName', label: t('Last name') },
    { value: 'firstName', label: t('First name') },
    { value: 'email', label: t('Email') },
    { value: 'createdAt', label: t('Date added') },
  ];
  return profile === 'student' ? [{ value: 'lastLesson', label: t('Last lesson') }, ...common] : [...common, { value: 'title', label: t('Title') }];
}

function InvitationBadge({ user, t }: { user: UserDto; t: T }) {
  if (user.invitation === 'accepted') return null;
  if (user.invitation === 'pending') return <Badge tone="primary">{t('Invited')}</Badge>;
  if (user.invitation === 'expired') return <Badge tone="warning">{t('Invitation expired')}</Badge>;
  return <Badge>{t('Not invited')}</Badge>;
}

/** docs/product-rules.md#r-route-3: a student's first-name cell opens their study plan. */
function FirstNameCell({ user, t }: { user: UserDto; t: T }) {
  // with no first name the cell still needs words: the display name (last name or title)
  const text = user.firstName.trim() || displayName(user) || user.email;
  const content = (
    <span className={styles.person}>
      <Avatar user={user} size="sm" />
      <span className={styles.name}>{text}</span>
    </span>
  );
  if (user.studyplan === null) return content;
  return (
    <Link to={studyPlanPath('admin', user.studyplan, { title: displayName(user), studentId: user.id })} className={styles.link} title={t('Open the study plan')}>
      {content}
    </Link>
  );
}

function NameCell({ user }: { user: UserDto }) {
  return (
    <span className={styles.person}>
      <Avatar user={user} size="sm" />
      <span className={styles.name}>{displayName(user) || user.email}</span>
    </span>
  );
}

export function peopleColumns(profile: ProfileType, t: T, zone: string, actions: (user: UserDto) => ReactNode): DataTableColumn<UserDto, UserOrderBy>[] {
  const status: DataTableColumn<UserDto, UserOrderBy> = { id: 'status', header: t('Invitation'), cell: (user) => <InvitationBadge user={user} t={t} />, hideOnPhone: true };
  const actionColumn: DataTableColumn<UserDto, UserOrderBy> = { id: 'actions', header: t('Actions'), cell: actions, align: 'end' };
  const email: DataTableColumn<UserDto, UserOrderBy> = { id: 'email', header: t('Email'), cell: (user) => user.email, sortKey: 'email' };
  if (profile === 'student') {
    return [
      { id: 'firstName', header: t('First name'), cell: (user) => <FirstNameCell user={user} t={t} />, primary: true, sortKey: 'firstName' },
      { id: 'lastName', header: t('Last name'), cell: (user) => user.lastName, sortKey: 'lastName' },
      email,
      { id: 'lastLesson', header: t('Last lesson'), cell: (user) => (user.lastLesson ? formatDateTime(user.lastLesson, zone) : t('No lessons yet')), sortKey: 'lastLesson' },
      status,
      actionColumn,
    ];
  }
  return [
    { id: 'name', header: t('Name'), cell: (user) => <NameCell user={user} />, primary: true, sortKey: 'lastName' },
    email,
    { id: 'title', header: t('Title'), cell: (user) => user.title, hideOnPhone: true, sortKey: 'title' },
    status,
    actionColumn,
  ];
}
